import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@edugate/api-client/messages';
import { readSeedCourses } from '../src/seed/courses.ts';
import { readSeedSkills } from '../src/seed/skills.ts';
import { seedJobs } from '../src/seed/seed-data.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { Course, Job } from './support/types.ts';

const courseInput = {
  title: 'Skills in Practice',
  description: 'A course that teaches a few named skills.',
  imageUrl: 'https://example.com/image.png',
  duration: '2 weeks',
  category: 'web development',
};

const jobInput = {
  title: 'Skills Tester',
  company: 'Matchworks',
  location: 'Remote',
  salary: 'EUR 50,000',
  type: 'Remote',
  description: 'Checks that skills join courses and jobs.',
};

let api: TestApi;
let author: { email: string; token: string };
let other: { email: string; token: string };

beforeAll(async () => {
  api = await startTestApi();
  [author, other] = await Promise.all([
    api.user('skills-author', 'Sam Skills'),
    api.user('skills-other', 'Olu Other'),
  ]);
});
afterAll(() => api?.close());

async function skillRows(name: string): Promise<{ name: string }[]> {
  return api.database.db.read<{ name: string }>('SELECT name FROM skills WHERE key = lower($1)', [
    name,
  ]);
}

describe('the seeded skills', () => {
  it('seeds the shared list, what each written course teaches and what each job requires', async () => {
    const list = readSeedSkills();
    expect(list.length).toBeGreaterThanOrEqual(80);
    const [count] = await api.database.db.read<{ n: number }>(
      'SELECT count(*)::int AS n FROM skills',
    );
    expect(count?.n).toBe(list.length);

    const courses = await api.request<Course[]>('GET', '/courses?limit=100');
    for (const seeded of readSeedCourses()) {
      const course = courses.body.find((each) => each.title === seeded.title);
      expect(course?.skills, seeded.slug).toEqual(seeded.skills);
      expect(seeded.skills.length, seeded.slug).toBeGreaterThan(0);
    }
    const jobs = await api.request<Job[]>('GET', '/jobs');
    for (const seeded of seedJobs()) {
      const job = jobs.body.find((each) => each.title === seeded.title);
      expect(job?.skills, seeded.title).toEqual(seeded.skills);
    }
    // A learner of the seeded courses can be matched: most jobs require something they teach.
    const taught = new Set(readSeedCourses().flatMap((course) => course.skills));
    const teachable = jobs.body.filter((job) => job.skills.some((skill) => taught.has(skill)));
    expect(teachable.length).toBeGreaterThanOrEqual(jobs.body.length * 0.9);
  });
});

describe('GET /skills', () => {
  it('suggests names containing the text, those starting with it first, alphabetically', async () => {
    const response = await api.request<{ name: string }[]>('GET', '/skills?q=re');
    expect(response.status).toBe(200);
    const names = response.body.map((skill) => skill.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    for (const name of names) expect(name.toLowerCase()).toContain('re');
    const starting = names.filter((name) => name.toLowerCase().startsWith('re'));
    expect(names.slice(0, starting.length)).toEqual(starting);
    expect(starting).toContain('React');
    expect(starting).toEqual(
      [...starting].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
  });

  it('ignores case and extra spaces, treats % and _ as themselves, and honours limit', async () => {
    const spaced = await api.request<{ name: string }[]>(
      'GET',
      `/skills?q=${encodeURIComponent('  a/B   testing ')}`,
    );
    expect(spaced.body.map((skill) => skill.name)).toEqual(['A/B testing']);
    const wildcard = await api.request<{ name: string }[]>('GET', '/skills?q=%25');
    expect(wildcard.body).toEqual([]);
    const underscore = await api.request<{ name: string }[]>('GET', '/skills?q=_');
    expect(underscore.body).toEqual([]);
    const two = await api.request<{ name: string }[]>('GET', '/skills?limit=2');
    expect(two.body).toHaveLength(2);
    const tooMany = await api.request<{ error: string }>('GET', '/skills?limit=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/limit/);
  });
});

describe('skills on courses', () => {
  it('stores them once: normalised, reusing a known name whatever its case, repeats dropped', async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: author.token,
      body: {
        ...courseInput,
        skills: ['  react ', 'Kotlin   Multiplatform', 'REACT', 'kotlin multiplatform', 'sql'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.skills).toEqual(['React', 'Kotlin Multiplatform', 'SQL']);
    // The new name joined the list once; the known ones kept their case.
    expect(await skillRows('kotlin multiplatform')).toEqual([{ name: 'Kotlin Multiplatform' }]);
    expect(await skillRows('react')).toEqual([{ name: 'React' }]);

    // Another writer's case of the new name finds the stored one.
    const job = await api.request<Job>('POST', '/jobs', {
      token: other.token,
      body: { ...jobInput, skills: ['KOTLIN MULTIPLATFORM'] },
    });
    expect(job.status).toBe(201);
    expect(job.body.skills).toEqual(['Kotlin Multiplatform']);
    await api.request('DELETE', `/jobs/${job.body._id}`, { token: other.token });
    await api.request('DELETE', `/courses/${created.body._id}`, { token: author.token });
  });

  it('keeps them on PUT without skills, replaces them in the new order, and [] removes them', async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: author.token,
      body: { ...courseInput, skills: ['CSS', 'HTML'] },
    });
    const id = created.body._id;
    const kept = await api.request<Course>('PUT', `/courses/${id}`, {
      token: author.token,
      body: { ...courseInput, title: 'Renamed' },
    });
    expect(kept.body.skills).toEqual(['CSS', 'HTML']);
    const reordered = await api.request<Course>('PUT', `/courses/${id}`, {
      token: author.token,
      body: { ...courseInput, skills: ['HTML', 'Accessibility', 'CSS'] },
    });
    expect(reordered.body.skills).toEqual(['HTML', 'Accessibility', 'CSS']);
    const read = await api.request<Course>('GET', `/courses/${id}`);
    expect(read.body.skills).toEqual(['HTML', 'Accessibility', 'CSS']);
    const removed = await api.request<Course>('PUT', `/courses/${id}`, {
      token: author.token,
      body: { ...courseInput, skills: [] },
    });
    expect(removed.body.skills).toEqual([]);
    await api.request('DELETE', `/courses/${id}`, { token: author.token });
  });

  it('refuses more than ten, an empty, blank or too long name, naming the field, and writes nothing', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `Skill ${index + 1}`);
    const cases: [string[], string][] = [
      [eleven, messages.tooManySkillsTaught],
      [['React', ''], messages.skillEmpty],
      [['   '], messages.skillBlank],
      [['x'.repeat(61)], messages.skillTooLong],
    ];
    for (const [skills, text] of cases) {
      const response = await api.request<{ error: string }>('POST', '/courses', {
        token: author.token,
        body: { ...courseInput, skills },
      });
      expect(response.status, JSON.stringify(skills)).toBe(400);
      expect(response.body.error).toBe(text);
    }
    expect(await skillRows('Skill 1')).toEqual([]);
    expect(messages.tooManySkillsTaught).toBe('Skills taught must have at most 10 items.');
    expect(messages.skillTooLong).toBe('Skill must be at most 60 characters long.');
  });

  it("filters the catalogue by a skill, ignoring case, and finds a course by a skill's name", async () => {
    const bySkill = await api.request<Course[]>('GET', '/courses?skill=kotlin&limit=100');
    expect(bySkill.status).toBe(200);
    const expected = readSeedCourses().filter((course) => course.skills.includes('Kotlin'));
    expect(expected.length).toBeGreaterThan(0);
    expect(bySkill.body.map((course) => course.title).sort()).toEqual(
      expected.map((course) => course.title).sort(),
    );
    expect(bySkill.headers['x-total-count']).toBe(String(expected.length));
    const unknown = await api.request<Course[]>('GET', '/courses?skill=Cobol');
    expect(unknown.body).toEqual([]);
    expect(unknown.headers['x-total-count']).toBe('0');

    // A search matches a skill's name, and the filter narrows it.
    const created = await api.request<Course>('POST', '/courses', {
      token: author.token,
      body: { ...courseInput, title: 'Plain Title', skills: ['Terraform'] },
    });
    const found = await api.request<Course[]>('GET', '/courses?q=terraform&limit=100');
    expect(found.body.map((course) => course._id)).toContain(created.body._id);
    const narrowed = await api.request<Course[]>(
      'GET',
      '/courses?q=plain&skill=TERRAFORM&limit=100',
    );
    expect(narrowed.body.map((course) => course._id)).toEqual([created.body._id]);
    expect(narrowed.headers['x-total-count']).toBe('1');
    // Changed skills are found (and no longer found) by the next search.
    await api.request('PUT', `/courses/${created.body._id}`, {
      token: author.token,
      body: { ...courseInput, title: 'Plain Title', skills: ['Docker'] },
    });
    const after = await api.request<Course[]>('GET', '/courses?q=plain&skill=terraform');
    expect(after.body).toEqual([]);
    const filtered = await api.request<Course[]>('GET', '/courses?skill=Docker&limit=100');
    expect(filtered.body.map((course) => course._id)).toContain(created.body._id);
    await api.request('DELETE', `/courses/${created.body._id}`, { token: author.token });
  });
});

describe('skills on jobs', () => {
  it('stores up to fifteen, keeps them on PUT without skills, refuses sixteen naming the field', async () => {
    const created = await api.request<Job>('POST', '/jobs', {
      token: author.token,
      body: { ...jobInput, skills: ['Python', 'python', 'Machine learning'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.skills).toEqual(['Python', 'Machine learning']);
    const id = created.body._id;
    const kept = await api.request<Job>('PUT', `/jobs/${id}`, {
      token: author.token,
      body: { ...jobInput, title: 'Renamed' },
    });
    expect(kept.body.skills).toEqual(['Python', 'Machine learning']);
    const closed = await api.request<Job>('PATCH', `/jobs/${id}`, {
      token: author.token,
      body: { status: 'closed' },
    });
    expect(closed.body.skills).toEqual(['Python', 'Machine learning']);
    const mine = await api.request<(Job & { applicants: number })[]>('GET', '/jobs/mine', {
      token: author.token,
    });
    expect(mine.body.find((job) => job._id === id)?.skills).toEqual(['Python', 'Machine learning']);

    const sixteen = Array.from({ length: 16 }, (_, index) => `Skill ${index + 1}`);
    const refused = await api.request<{ error: string }>('PUT', `/jobs/${id}`, {
      token: author.token,
      body: { ...jobInput, skills: sixteen },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(messages.tooManySkillsRequired);
    // Someone else's job: 403, and its skills stay.
    const foreign = await api.request<{ error: string }>('PUT', `/jobs/${id}`, {
      token: other.token,
      body: { ...jobInput, skills: [] },
    });
    expect(foreign.status).toBe(403);
    const read = await api.request<Job>('GET', `/jobs/${id}`);
    expect(read.body.skills).toEqual(['Python', 'Machine learning']);
    await api.request('DELETE', `/jobs/${id}`, { token: author.token });
  });
});

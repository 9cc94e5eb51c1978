import { fixtureJobs } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt, jobSummary } from './jobSummary';

describe("a job card's summary", () => {
  it('keeps a short description whole, blank lines between paragraphs made single', () => {
    expect(excerpt('First paragraph.\n\n\nSecond line.\nThird.')).toBe(
      'First paragraph.\nSecond line.\nThird.',
    );
  });

  it('cuts a long description at the last word that fits, with an ellipsis', () => {
    const text = 'word '.repeat(100).trim();
    const cut = excerpt(text);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(cut.length).toBeGreaterThan(EXCERPT_LENGTH - 'word '.length);
  });

  it('cuts a word longer than the excerpt where it stands', () => {
    expect(excerpt('x'.repeat(1000), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it("has a card's fields and no requirements, benefits or whole description", () => {
    const job = fixtureJobs[0]!;
    expect(jobSummary(job)).toEqual({
      _id: job._id,
      title: job.title,
      company: job.company,
      location: job.location,
      salary: job.salary,
      type: job.type,
      postedAt: job.postedAt,
      skills: job.skills,
      excerpt: excerpt(job.description),
    });
    expect(job.skills.length).toBeGreaterThan(0);
  });
});

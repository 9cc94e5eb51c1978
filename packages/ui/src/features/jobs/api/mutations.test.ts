import type { Job, JobInput } from '@edugate/api-client';
import { describe, expect, it } from 'vitest';
import { dataLayerHarness, runMutation } from '../../../testing/queryTestKit';
import { jobSummary, type JobSummary } from '../jobSummary';
import { jobPostSchema } from '../schemas';
import { jobKeys } from './keys';
import { applyToJobMutation, postJobMutation } from './mutations';
import { jobListQuery } from './queries';

const harness = dataLayerHarness();

describe('job mutations', () => {
  it('post: the new job is first in the cached list without a reload', async () => {
    const { client, queryClient } = harness.setup();
    await queryClient.fetchQuery(jobListQuery(client));
    const input: JobInput = jobPostSchema.parse({
      title: 'Frontend Engineer',
      company: 'EduGate',
      location: 'Remote',
      salary: '$100k',
      type: 'Full-time',
      description: 'Build the catalogue.',
      requirements: 'React\n\n  TypeScript  \n',
      benefits: '',
      skills: ['react', 'TypeScript'],
    });
    expect(input.requirements).toEqual(['React', 'TypeScript']);
    expect(input.benefits).toEqual([]);

    const job = await runMutation<Job, JobInput>(
      queryClient,
      postJobMutation(client, queryClient),
      input,
    );
    const first = queryClient.getQueryData<JobSummary[]>(jobKeys.list())?.[0];
    expect(first?._id).toBe(job._id);
    // A card's fields only: the cache is what a server render sends along.
    expect(first).toEqual(jobSummary(job));
    expect(first).not.toHaveProperty('requirements');
    // The mock API stores skills as the server does: a known name keeps its case.
    expect(first?.skills).toEqual(['React', 'TypeScript']);
  });

  it("apply twice: the second answer is the server's 409 text", async () => {
    const { client, queryClient, db } = harness.setup();
    const jobId = db.jobs[0]!._id;
    const apply = () =>
      runMutation(queryClient, applyToJobMutation(client), {
        jobId,
        application: { resumeUrl: 'https://example.com/cv.pdf', coverLetter: '' },
      });
    await expect(apply()).resolves.toMatchObject({
      message: 'Application submitted successfully!',
    });
    await expect(apply()).rejects.toMatchObject({ status: 409 });
  });
});

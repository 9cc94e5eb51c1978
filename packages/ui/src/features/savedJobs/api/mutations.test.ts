import type { SavedJob } from '@edugate/api-client';
import { failWith, savedJobIds, savedJobsDb } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { dataLayerHarness, runMutation } from '../../../testing/queryTestKit';
import { savedJobKeys } from './keys';
import { saveJobMutation } from './mutations';
import { savedJobsQuery } from './queries';

const harness = dataLayerHarness();
const ids = (queryClient: ReturnType<typeof harness.setup>['queryClient']) =>
  queryClient.getQueryData<SavedJob[]>(savedJobKeys.list())?.map((s) => s.job._id);

describe('saving and unsaving a job', () => {
  it('save: the list is fetched again, with it first', async () => {
    const { client, queryClient, db } = harness.setup(savedJobsDb());
    await queryClient.fetchQuery(savedJobsQuery(client));
    const jobId = db.jobs.find((job) => !savedJobIds.includes(job._id))!._id;
    await runMutation(queryClient, saveJobMutation(client, queryClient), { jobId, save: true });
    // Marked stale (a page showing it refetches at once), and the server lists it first.
    expect(queryClient.getQueryState(savedJobKeys.list())?.isInvalidated).toBe(true);
    await queryClient.fetchQuery(savedJobsQuery(client));
    expect(ids(queryClient)?.[0]).toBe(jobId);
  });

  it('unsave: the job leaves the cached list before the server answers', async () => {
    const { client, queryClient } = harness.setup(savedJobsDb());
    await queryClient.fetchQuery(savedJobsQuery(client));
    const jobId = savedJobIds[0]!;
    const done = runMutation(queryClient, saveJobMutation(client, queryClient), {
      jobId,
      save: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(queryClient)).not.toContain(jobId);
    await done;
    expect(ids(queryClient)).toEqual(savedJobIds.slice(1));
  });

  it('a refused unsave puts the list back as it was', async () => {
    const { client, queryClient } = harness.setup(savedJobsDb());
    harness.server.use(failWith('delete', '/jobs/{id}/saved', 500));
    await queryClient.fetchQuery(savedJobsQuery(client));
    await expect(
      runMutation(queryClient, saveJobMutation(client, queryClient), {
        jobId: savedJobIds[0]!,
        save: false,
      }),
    ).rejects.toMatchObject({ status: 500 });
    expect(ids(queryClient)).toEqual(savedJobIds);
  });
});

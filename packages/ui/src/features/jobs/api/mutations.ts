import {
  unwrap,
  type ApiClient,
  type ApplicationStatus,
  type Job,
  type JobApplication,
  type JobInput,
  type JobStatus,
  type PostedJob,
  type ReceivedApplication,
  type SentApplication,
} from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { jobSummary, type JobSummary } from '../jobSummary';
import { jobTexts } from '../texts';
import { jobKeys } from './keys';

export function postJobMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'post'],
    mutationFn: (input: JobInput) =>
      unwrap(client.POST('/jobs', { body: input }), jobTexts.postFailed),
    onSuccess: async (job: Job) => {
      // The new job shows at the top of the list at once; the refetch confirms the order.
      // Every copy of the list: the public one and a signed-in reader's (keyed by them).
      queryClient.setQueriesData<JobSummary[]>({ queryKey: jobKeys.list() }, (jobs) =>
        jobs ? [jobSummary(job), ...jobs.filter((j) => j._id !== job._id)] : jobs,
      );
      // The poster's own jobs gain it too: its card says 'Posted by you'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.list() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.mine() }),
      ]);
    },
  });
}

export interface ApplyVariables {
  jobId: string;
  application: JobApplication;
}

/** Applying marks the card 'Applied': the reader's applications are fetched again. */
export function applyToJobMutation(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'apply'],
    mutationFn: ({ jobId, application }: ApplyVariables) =>
      unwrap(
        client.POST('/jobs/{id}/apply', { params: { path: { id: jobId } }, body: application }),
        jobTexts.applyFailed,
      ),
    onSuccess: async () => {
      await queryClient?.invalidateQueries({ queryKey: jobKeys.myApplications() });
    },
  });
}

/**
 * Replaces one job in My Jobs (keeping its applicant count) and on its own page, and refetches the
 * public list.
 */
async function jobChanged(queryClient: QueryClient, job: Job) {
  // Its own page (if it was read) shows the job as stored now: closed, reopened or edited.
  queryClient.setQueryData<Job | null>(jobKeys.detail(job._id), job);
  // The reader's own copy keeps the skills they hold until its refetch.
  queryClient.setQueriesData<Job | null>({ queryKey: jobKeys.detail(job._id) }, (old) =>
    old?.skillsHeld ? { ...job, skillsHeld: old.skillsHeld } : job,
  );
  queryClient.setQueryData<PostedJob[]>(jobKeys.mine(), (jobs) =>
    jobs?.map((j) => (j._id === job._id ? { ...job, applicants: j.applicants } : j)),
  );
  await queryClient.invalidateQueries({ queryKey: jobKeys.list() });
}

export interface UpdateJobVariables {
  jobId: string;
  input: JobInput;
}

export function updateJobMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'update'],
    mutationFn: ({ jobId, input }: UpdateJobVariables) =>
      unwrap(
        client.PUT('/jobs/{id}', { params: { path: { id: jobId } }, body: input }),
        jobTexts.updateFailed,
      ),
    onSuccess: (job: Job) => jobChanged(queryClient, job),
  });
}

export interface JobStatusVariables {
  jobId: string;
  status: JobStatus;
}

export function setJobStatusMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'status'],
    mutationFn: ({ jobId, status }: JobStatusVariables) =>
      unwrap(
        client.PATCH('/jobs/{id}', { params: { path: { id: jobId } }, body: { status } }),
        jobTexts.statusFailed,
      ),
    onSuccess: (job: Job) => jobChanged(queryClient, job),
  });
}

export function deleteJobMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'delete'],
    mutationFn: async (jobId: string) => {
      await unwrap(
        client.DELETE('/jobs/{id}', { params: { path: { id: jobId } } }),
        jobTexts.deleteFailed,
      );
      return jobId;
    },
    onSuccess: async (jobId: string) => {
      queryClient.setQueryData<PostedJob[]>(jobKeys.mine(), (jobs) =>
        jobs?.filter((j) => j._id !== jobId),
      );
      queryClient.removeQueries({ queryKey: jobKeys.applications(jobId) });
      queryClient.setQueryData<Job | null>(jobKeys.detail(jobId), null);
      queryClient.setQueriesData<Job | null>({ queryKey: jobKeys.detail(jobId) }, null);
      await queryClient.invalidateQueries({ queryKey: jobKeys.list() });
    },
  });
}

export interface ApplicationStatusVariables {
  jobId: string;
  applicationId: string;
  status: ApplicationStatus;
}

export function setApplicationStatusMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'application-status'],
    mutationFn: ({ applicationId, status }: ApplicationStatusVariables) =>
      unwrap(
        client.PATCH('/applications/{id}', {
          params: { path: { id: applicationId } },
          body: { status },
        }),
        jobTexts.statusUpdateFailed,
      ),
    onSuccess: (application: ReceivedApplication, { jobId }: ApplicationStatusVariables) => {
      // Every order of the list: a status changes no application's place.
      queryClient.setQueriesData<ReceivedApplication[]>(
        { queryKey: jobKeys.applications(jobId) },
        (list) => list?.map((a) => (a._id === application._id ? application : a)),
      );
    },
  });
}

export function withdrawApplicationMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...jobKeys.all, 'withdraw'],
    mutationFn: async (applicationId: string) => {
      await unwrap(
        client.DELETE('/applications/{id}', { params: { path: { id: applicationId } } }),
        jobTexts.withdrawFailed,
      );
      return applicationId;
    },
    onSuccess: (applicationId: string) => {
      queryClient.setQueryData<SentApplication[]>(jobKeys.myApplications(), (list) =>
        list?.filter((a) => a._id !== applicationId),
      );
    },
  });
}

export function usePostJob() {
  return useApiMutation(postJobMutation);
}

export function useApplyToJob() {
  return useApiMutation(applyToJobMutation);
}

export function useUpdateJob() {
  return useApiMutation(updateJobMutation);
}

export function useSetJobStatus() {
  return useApiMutation(setJobStatusMutation);
}

export function useDeleteJob() {
  return useApiMutation(deleteJobMutation);
}

export function useSetApplicationStatus() {
  return useApiMutation(setApplicationStatusMutation);
}

export function useWithdrawApplication() {
  return useApiMutation(withdrawApplicationMutation);
}

import {
  ApiError,
  unwrap,
  type ApiClient,
  type Certificate,
  type Job,
  type PostedJob,
  type ReceivedApplication,
  type SentApplication,
} from '@edugate/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { jobSummary, type JobSummary } from '../jobSummary';
import { jobTexts } from '../texts';
import { jobKeys, type ApplicationsSort } from './keys';

/**
 * Every open job as its card shows it (jobSummary): the cache, and so the data the server sends
 * with /jobs, holds no requirements, benefits or whole descriptions (docs/product.md, Jobs).
 */
export function jobListQuery(client: ApiClient, reader?: string | null) {
  return queryOptions<JobSummary[]>({
    queryKey: jobKeys.list(reader),
    // A signed-in reader's list holds the skills they hold: cleared with the session.
    ...(reader ? { meta: { scope: 'user' } } : {}),
    queryFn: async ({ signal }) => {
      const jobs = await unwrap(client.GET('/jobs', { signal }), jobTexts.loadFailed);
      return Array.isArray(jobs) ? jobs.map(jobSummary) : [];
    },
  });
}

/** The signed-in reader's e-mail, which keys their own copy of the public job data; else null. */
function useReader(): string | null {
  const { status, user } = useSession();
  return status === 'signedIn' ? (user?.email ?? null) : null;
}

/**
 * Every open job's summary, newest first (the server's order). Signed in, each says which of its
 * skills the reader holds (`skillsHeld`); until that arrives, the public list shows.
 */
export function useJobs() {
  const reader = useReader();
  const queryClient = useQueryClient();
  return useQuery({
    ...jobListQuery(useApiClient(), reader),
    placeholderData: () =>
      reader ? queryClient.getQueryData<JobSummary[]>(jobKeys.list()) : undefined,
  });
}

/**
 * One job, open or closed, public: its own page, which the server renders for anyone. An id that
 * names no job (404, or 400 for one the API cannot even read) is an answer, not a failure (null):
 * the page is the 404 page, sent with the 404 status, and the browser takes the same answer over.
 */
export function jobQuery(client: ApiClient, id: string, reader?: string | null) {
  return queryOptions<Job | null>({
    queryKey: jobKeys.detail(id, reader),
    ...(reader ? { meta: { scope: 'user' } } : {}),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(
          client.GET('/jobs/{id}', { params: { path: { id } }, signal }),
          jobTexts.jobFailed,
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
  });
}

/** One job; signed in, with the skills of it the reader holds (the public job until then). */
export function useJob(id: string) {
  const reader = useReader();
  const queryClient = useQueryClient();
  return useQuery({
    ...jobQuery(useApiClient(), id, reader),
    placeholderData: () =>
      reader ? queryClient.getQueryData<Job | null>(jobKeys.detail(id)) : undefined,
  });
}

export function myJobsQuery(client: ApiClient) {
  return queryOptions<PostedJob[]>({
    queryKey: jobKeys.mine(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) => unwrap(client.GET('/jobs/mine', { signal }), jobTexts.myJobsFailed),
  });
}

/** The jobs the signed-in user posted, open and closed, with applicant counts. */
export function useMyJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myJobsQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function jobApplicationsQuery(
  client: ApiClient,
  jobId: string,
  sort: ApplicationsSort = 'newest',
) {
  return queryOptions<ReceivedApplication[]>({
    queryKey: jobKeys.applications(jobId, sort),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/jobs/{id}/applications', {
          params: { path: { id: jobId }, query: { sort } },
          signal,
        }),
        jobTexts.applicationsFailed,
      ),
    // A 404 (someone else's job) is an answer, not a hiccup to retry.
    retry: false,
  });
}

/**
 * A job's applications, for its poster (anyone else gets a 404), newest first or by skills
 * matched; each with its attached certificates as the server checked them just now.
 */
export function useJobApplications(jobId: string, sort: ApplicationsSort = 'newest') {
  return useQuery({
    ...jobApplicationsQuery(useApiClient(), jobId, sort),
    // Another order keeps the rows on screen until its answer comes.
    placeholderData: (previous) => previous,
  });
}

/**
 * The signed-in applicant's certificates, for the apply dialog to offer (docs/product.md,
 * Applying with certificates). Asked each time the dialog opens: one revoked since is not offered
 * as if it were valid.
 */
export function attachableCertificatesQuery(client: ApiClient) {
  return queryOptions<Certificate[]>({
    queryKey: jobKeys.attachableCertificates(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/certificates/mine', { signal }), jobTexts.certificatesFailed),
    staleTime: 0,
  });
}

export function useAttachableCertificates() {
  return useQuery(attachableCertificatesQuery(useApiClient()));
}

export function myApplicationsQuery(client: ApiClient) {
  return queryOptions<SentApplication[]>({
    queryKey: jobKeys.myApplications(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/applications/mine', { signal }), jobTexts.myApplicationsFailed),
  });
}

/** The signed-in user's applications, newest first. */
export function useMyApplications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myApplicationsQuery(useApiClient()), enabled: options.enabled ?? true });
}

/**
 * What the board marks on a signed-in reader's cards: the jobs they applied to and the jobs they
 * posted. Empty (and nothing fetched) while signed out; the public list stays the same for all.
 */
export function useMyJobMarks() {
  const signedIn = useSession().status === 'signedIn';
  const applications = useMyApplications({ enabled: signedIn });
  const posted = useMyJobs({ enabled: signedIn });
  return {
    applied: new Set(signedIn ? (applications.data ?? []).map((a) => a.jobId) : []),
    posted: new Set(signedIn ? (posted.data ?? []).map((job) => job._id) : []),
  };
}

import { jobMatchRank, searchTier } from '@edugate/api-client';
import { BriefcaseBusiness, Plus, SearchX } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import {
  jobListQuery,
  jobTexts,
  useApplyNow,
  useJobs,
  useMyJobMarks,
  type JobSummary,
} from '../../features/jobs';
import { SaveJobButton } from '../../features/savedJobs/components/SaveJobButton';
import { jobSearchString, paths } from '../../paths';
import { useSession } from '../../session';
import { JobList, shownJobs } from './components/JobList';
import { JobListSkeleton } from './components/JobListSkeleton';
import { JobSearch } from './components/JobSearch';
import { ApplyDialog, JobFormDialog, preloadJobDialogs } from './components/lazyDialogs';
import type { RouteData } from '../../navigation';

/**
 * The server's rule for `q` (searchTier, apps/api ADR 16): each word in the title, company or
 * location, whole, as a prefix from three characters, or with one typo from five letters.
 */
export function matchesJobSearch(job: JobSummary, q: string, type: string): boolean {
  const matches = !q || searchJobTier(job, q) !== null;
  return matches && (!type || job.type === type);
}

/** How well a job matches `q` (0 best: title above company and location), or null. */
export function searchJobTier(job: JobSummary, q: string): number | null {
  return searchTier(q, job.title, `${job.company}\n${job.location}`);
}

/**
 * docs/product.md, Screens and routes, Jobs (public): the board, the apply dialog and the post-job dialog; with
 * the search of docs/product.md (Jobs) box and type chips (in the URL) and the reader's own marks.
 * The open jobs are one list (the server render sends it whole), so searching filters it here at
 * once, by the same rule as `GET /jobs?q=&type=`.
 */
export function Jobs() {
  const jobs = useJobs();
  const marks = useMyJobMarks();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const type = searchParams.get('type') ?? '';
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  // 'Best match for you' is offered once the reader's list says they hold a skill some job
  // requires (docs/product.md, Jobs for you): signed out, or holding none, it would only be
  // newest first again.
  const offerMatch = signedIn && (jobs.data ?? []).some((job) => job.skillsHeld?.length);
  const requestedSort = searchParams.get('sort') === 'match' ? 'match' : '';
  const sort = offerMatch ? requestedSort : '';
  const shown = shownJobs(searchParams.get('shown'));
  // A new search, type or order starts again from the first ten (`shown` is not carried over).
  const setSearch = useCallback(
    (next: { q?: string; type?: string; shown?: number; sort?: string }) =>
      setSearchParams(
        new URLSearchParams(jobSearchString({ q, type, sort: requestedSort, ...next })),
        { replace: true },
      ),
    [q, type, requestedSort, setSearchParams],
  );
  const onSearch = useCallback((value: string) => setSearch({ q: value }), [setSearch]);
  const onType = useCallback((value: string) => setSearch({ type: value }), [setSearch]);
  const onSort = useCallback((value: string) => setSearch({ sort: value }), [setSearch]);
  const onShowMore = useCallback((count: number) => setSearch({ shown: count }), [setSearch]);
  const { apply, applyingTo, close } = useApplyNow(paths.jobs.href());
  const [posting, setPosting] = useState(false);

  // Only a signed-in reader can open a dialog: fetch their code once we know there is one.
  useEffect(() => {
    if (signedIn) preloadJobDialogs().catch(() => undefined);
  }, [signedIn]);

  return (
    <>
      <PageTitle title="Jobs" />
      <PageSection
        title={jobTexts.heading}
        headingLevel={1}
        description="Roles from teams that hire our learners: apply with a link to your resume."
        aria-busy={jobs.status === 'pending'}
        actions={
          signedIn ? (
            <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setPosting(true)}>
              Post a Job
            </Button>
          ) : null
        }
      >
        <JobSearch
          q={q}
          type={type}
          onSearch={onSearch}
          onType={onType}
          sort={requestedSort}
          offerMatch={offerMatch}
          onSort={onSort}
        />
        <QueryState
          query={jobs}
          pending={<JobListSkeleton />}
          errorText={jobTexts.loadFailed}
          empty={
            <EmptyState
              icon={<BriefcaseBusiness size={28} aria-hidden="true" />}
              title="No jobs have been posted yet."
              description={signedIn ? 'Post the first one.' : 'Check back soon.'}
              headingLevel={2}
            />
          }
        >
          {(list) => {
            // Best match first with a term, as the server orders it (the list is newest first);
            // 'Best match for you' by the share of skills held, as `GET /jobs?sort=match`.
            const rank = (job: JobSummary) =>
              sort === 'match' ? jobMatchRank(job) : q ? (searchJobTier(job, q) ?? 0) : 0;
            const matching = list
              .filter((job) => matchesJobSearch(job, q, type))
              .map((job, index) => ({ job, index, tier: rank(job) }))
              .sort((a, b) => a.tier - b.tier || a.index - b.index)
              .map(({ job }) => job);
            if (matching.length === 0) {
              return (
                <EmptyState
                  icon={<SearchX size={28} aria-hidden="true" />}
                  title={jobTexts.noJobsFound}
                  headingLevel={2}
                  action={
                    <Button
                      variant="outline"
                      onClick={() => setSearchParams({}, { replace: true })}
                    >
                      {jobTexts.clearSearch}
                    </Button>
                  }
                />
              );
            }
            return (
              <JobList
                // A new search starts again from its first ten jobs. The order asked for, not
                // the one shown: Best match arriving with the reader's skills only reorders the
                // list, and remounting it then would drop its toggles' saved-jobs read mid-way.
                key={`${q}|${type}|${requestedSort}`}
                jobs={matching}
                shown={shown}
                onShowMore={onShowMore}
                onApply={apply}
                saveOf={(job) => <SaveJobButton job={job} />}
                markOf={(job) =>
                  marks.posted.has(job._id)
                    ? 'posted'
                    : marks.applied.has(job._id)
                      ? 'applied'
                      : undefined
                }
              />
            );
          }}
        </QueryState>
      </PageSection>
      {/* Mounted while open, so each opening starts blank; no fallback: the page stays as it is
          for the moment the dialog's code takes to arrive. */}
      <Suspense fallback={null}>
        {applyingTo ? <ApplyDialog job={applyingTo} onClose={close} /> : null}
        {/* Post a Job: the job form with nothing filled in. */}
        {posting ? <JobFormDialog onClose={() => setPosting(false)} /> : null}
      </Suspense>
    </>
  );
}

/** The open jobs' summaries, as useJobs reads them (search and type filter them in the page). */
export const data: RouteData = ({ api }) => [jobListQuery(api)];

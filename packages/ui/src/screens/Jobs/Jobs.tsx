import type { Job } from '@edugate/api-client';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { useToast } from '../../components/Toast';
import { jobTexts, useJobs } from '../../features/jobs';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { JobList } from './components/JobList';
import { JobListSkeleton } from './components/JobListSkeleton';
import { ApplyDialog, PostJobDialog, preloadJobDialogs } from './components/lazyDialogs';

/** SPEC.md section 2, Jobs (public): the board, the apply dialog and the post-job dialog. */
export function Jobs() {
  const jobs = useJobs();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const { toast } = useToast();
  const navigate = useNavigate();
  const [applyingTo, setApplyingTo] = useState<Job | null>(null);
  const [posting, setPosting] = useState(false);

  // Only a signed-in reader can open a dialog: fetch their code once we know there is one.
  useEffect(() => {
    if (signedIn) preloadJobDialogs().catch(() => undefined);
  }, [signedIn]);

  const apply = (job: Job) => {
    if (!signedIn) {
      // SPEC.md section 6: say why, then log in and come back here.
      toast({ title: jobTexts.loginToApply, tone: 'info' });
      void navigate(paths.login(), { state: { from: { pathname: paths.jobs() } } });
      return;
    }
    setApplyingTo(job);
  };

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
          {(list) => <JobList jobs={list} onApply={apply} />}
        </QueryState>
      </PageSection>
      {/* Mounted while open, so each opening starts blank; no fallback: the page stays as it is
          for the moment the dialog's code takes to arrive. */}
      <Suspense fallback={null}>
        {applyingTo ? <ApplyDialog job={applyingTo} onClose={() => setApplyingTo(null)} /> : null}
        {posting ? <PostJobDialog onClose={() => setPosting(false)} /> : null}
      </Suspense>
    </>
  );
}

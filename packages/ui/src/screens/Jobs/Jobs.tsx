import type { Job } from '@edugate/api-client';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useState } from 'react';
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
import { ApplyDialog } from './components/ApplyDialog';
import { JobCard } from './components/JobCard';
import * as styles from './components/JobCard.css';
import { JobListSkeleton } from './components/JobListSkeleton';
import { PostJobDialog } from './components/PostJobDialog';

/** SPEC.md section 2, Jobs (public): the board, the apply dialog and the post-job dialog. */
export function Jobs() {
  const jobs = useJobs();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const { toast } = useToast();
  const navigate = useNavigate();
  const [applyingTo, setApplyingTo] = useState<Job | null>(null);

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
            <PostJobDialog
              trigger={<Button icon={<Plus size={18} aria-hidden="true" />}>Post a Job</Button>}
            />
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
          {(list) => (
            <ul className={styles.grid}>
              {list.map((job) => (
                <li key={job._id} className={styles.item}>
                  <JobCard job={job} onApply={apply} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </PageSection>
      <ApplyDialog job={applyingTo} onClose={() => setApplyingTo(null)} />
    </>
  );
}

import { errorMessage, type PostedJob } from '@edugate/api-client';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryTable } from '../../components/QueryState';
import type { TableColumn } from '../../components/Table';
import { useToast } from '../../components/Toast';
import { jobTexts, useDeleteJob, useMyJobs, useSetJobStatus } from '../../features/jobs';
import { paths } from '../../paths';
import * as styles from './MyJobs.css';
import { longDate } from '../../dates';

// The edit form brings react-hook-form and zod, which the table itself does not need.
const JobFormDialog = lazy(async () => ({
  default: (await import('../../features/jobs/components/JobFormDialog')).JobFormDialog,
}));

/** docs/product.md, Jobs: the poster's jobs with their applicants, Edit, Close/Reopen, Delete. */
export function MyJobs() {
  const mine = useMyJobs();
  const setStatus = useSetJobStatus();
  const remove = useDeleteJob();
  const { toast } = useToast();
  const [editing, setEditing] = useState<PostedJob | null>(null);
  const [deleting, setDeleting] = useState<PostedJob | null>(null);

  const toggle = (job: PostedJob) => {
    const status = job.status === 'open' ? 'closed' : 'open';
    setStatus.mutate(
      { jobId: job._id, status },
      {
        onSuccess: () =>
          toast({
            title: status === 'closed' ? jobTexts.closed : jobTexts.reopened,
            tone: 'success',
          }),
        onError: (error) =>
          toast({ title: errorMessage(error, jobTexts.statusFailed), tone: 'error' }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast({ title: jobTexts.deleted, tone: 'success' }),
      onError: (error) =>
        toast({ title: errorMessage(error, jobTexts.deleteFailed), tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  const columns: TableColumn<PostedJob>[] = [
    {
      key: 'title',
      header: 'Job',
      cell: (job) => (
        <Link to={paths.jobApplications.href(job._id)} className={styles.titleLink}>
          {job.title}
        </Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (job) => job.type },
    { key: 'posted', header: 'Posted', cell: (job) => longDate(job.postedAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (job) => (
        <Badge tone={job.status === 'open' ? 'success' : 'neutral'}>
          {job.status === 'open' ? 'Open' : 'Closed'}
        </Badge>
      ),
    },
    { key: 'applicants', header: 'Applicants', cell: (job) => jobTexts.applicants(job.applicants) },
    {
      key: 'actions',
      header: 'Actions',
      // Below sm the buttons span the row's card, without a name beside them.
      label: '',
      cell: (job) => (
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="sm"
            icon={<Pencil size={16} aria-hidden="true" />}
            aria-label={`Edit ${job.title}`}
            onClick={() => setEditing(job)}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${job.status === 'open' ? 'Close' : 'Reopen'} ${job.title}`}
            loading={setStatus.isPending && setStatus.variables.jobId === job._id}
            onClick={() => toggle(job)}
          >
            {job.status === 'open' ? 'Close' : 'Reopen'}
          </Button>
          <Button
            variant="danger-quiet"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={`Delete ${job.title}`}
            onClick={() => setDeleting(job)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={jobTexts.myJobsTitle} />
      <PageSection title={jobTexts.myJobsTitle} headingLevel={1}>
        <QueryTable
          query={mine}
          errorText={jobTexts.myJobsFailed}
          empty={
            <EmptyState
              title={jobTexts.myJobsEmpty}
              headingLevel={2}
              action={
                <ButtonLink to={paths.jobs.href()} icon={<Plus size={18} aria-hidden="true" />}>
                  {jobTexts.postAJob}
                </ButtonLink>
              }
            />
          }
          caption={(count) => (count === 1 ? '1 job posted by you' : `${count} jobs posted by you`)}
          columns={columns}
          rowKey={(job) => job._id}
        />
      </PageSection>
      <Suspense fallback={null}>
        {editing ? <JobFormDialog job={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={jobTexts.deleteTitle}
        message={deleting ? jobTexts.deleteText(deleting.title, deleting.applicants) : ''}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

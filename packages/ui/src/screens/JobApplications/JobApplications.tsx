import {
  APPLICATION_STATUSES,
  ApiError,
  errorMessage,
  type ApplicationStatus,
  type AttachedCertificate,
  type ReceivedApplication,
} from '@edugate/api-client';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Select } from '../../components/Select';
import { QueryTable } from '../../components/QueryState';
import type { TableColumn } from '../../components/Table';
import { useToast } from '../../components/Toast';
import {
  jobTexts,
  type ApplicationsSort,
  useJobApplications,
  useMyJobs,
  useSetApplicationStatus,
} from '../../features/jobs';
import { applicationMessageTexts, messagesColumn } from '../../features/applicationMessages';
import {
  AttachedCertificateList,
  certificateStatusBadge,
} from '../../features/jobs/components/AttachedCertificateList';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { paths } from '../../paths';
import { EmailAddress } from './components/EmailAddress';
import * as styles from './JobApplications.css';
import { longDate } from '../../dates';

/**
 * The cover letter's first two lines, 'Show more' for the rest (docs/product.md, Jobs). The
 * preview runs the letter's lines together, as a mail client's preview does: a letter opens with
 * 'Dear Ada,' and a blank line, which kept as lines would fill the two with the greeting alone.
 * Opened, the letter reads as written, paragraph by paragraph.
 */
function CoverLetter({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const letter = text.trim();
  if (!letter) return <span className={styles.muted}>None</span>;
  return (
    <div className={styles.letterCell}>
      <div id={id} className={open ? styles.letterOpen : styles.letterClamped}>
        {open ? (
          letter.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p>{letter.replace(/\s+/g, ' ')}</p>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? jobTexts.showLess : jobTexts.showMore}
      </Button>
    </div>
  );
}

/**
 * The certificates an applicant attached (docs/product.md, Applying with certificates), each
 * linking to its page with its status in words, as the server checked it when the list loaded;
 * then how many of the job's required skills they prove, when the job requires any.
 */
function Certificates({ application }: { application: ReceivedApplication }) {
  const { certificates, skillsMatched } = application;
  return (
    <div className={styles.certificatesCell}>
      {certificates.length === 0 ? (
        <span className={styles.muted}>{jobTexts.noneAttached}</span>
      ) : (
        <AttachedCertificateList
          certificates={certificates}
          badgeOf={(certificate: AttachedCertificate) => certificateStatusBadge[certificate.status]}
        />
      )}
      {skillsMatched.required > 0 ? (
        <span className={styles.skillsMatched}>
          {jobTexts.skillsMatched(skillsMatched.held, skillsMatched.required)}
        </span>
      ) : null}
    </div>
  );
}

const SORT_OPTIONS = [
  { value: 'newest', label: jobTexts.sortNewest },
  { value: 'skills', label: jobTexts.sortSkills },
] as const;

function StatusSelect({ application, jobId }: { application: ReceivedApplication; jobId: string }) {
  const setStatus = useSetApplicationStatus();
  const { toast } = useToast();
  const change = (status: ApplicationStatus) =>
    setStatus.mutate(
      { jobId, applicationId: application._id, status },
      {
        onSuccess: () => toast({ title: jobTexts.statusUpdated, tone: 'success' }),
        onError: (error) =>
          toast({ title: errorMessage(error, jobTexts.statusUpdateFailed), tone: 'error' }),
      },
    );
  return (
    <select
      className={styles.select}
      aria-label={`Status of ${application.name}'s application`}
      value={application.status}
      disabled={setStatus.isPending}
      onChange={(event) => change(event.target.value as ApplicationStatus)}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}

/** docs/product.md, Jobs: a job's applicants, for its poster; anyone else sees the 404 page. */
export function JobApplications() {
  const { id = '' } = useParams();
  const [sort, setSort] = useState<ApplicationsSort>('newest');
  const applications = useJobApplications(id, sort);
  const mine = useMyJobs();
  const job = mine.data?.find((j) => j._id === id);

  const notFound = applications.error instanceof ApiError && applications.error.status === 404;
  if (notFound || (mine.isSuccess && !job)) return <NotFoundPage />;

  const title = job ? jobTexts.applicationsHeading(job.title) : jobTexts.applicationsTitle;
  const columns: TableColumn<ReceivedApplication>[] = [
    { key: 'name', header: 'Name', cell: (a) => <strong className={styles.wrap}>{a.name}</strong> },
    {
      key: 'email',
      header: 'E-mail',
      cell: (a) => <EmailAddress email={a.email} />,
    },
    {
      key: 'resume',
      header: 'Resume',
      cell: (a) => (
        <a
          href={a.resumeUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${jobTexts.resume} of ${a.name} (opens in a new tab)`}
        >
          {jobTexts.resume}
        </a>
      ),
    },
    { key: 'letter', header: 'Cover letter', cell: (a) => <CoverLetter text={a.coverLetter} /> },
    { key: 'applied', header: 'Applied', cell: (a) => longDate(a.appliedAt) },
    {
      key: 'certificates',
      header: jobTexts.certificatesColumn,
      cell: (a) => <Certificates application={a} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => <StatusSelect application={a} jobId={id} />,
    },
    messagesColumn((a) => applicationMessageTexts.openFor(a.name)),
  ];

  return (
    <>
      <PageTitle title={jobTexts.applicationsTitle} />
      <PageSection
        title={title}
        headingLevel={1}
        actions={
          <ButtonLink
            to={paths.myJobs.href()}
            variant="outline"
            icon={<ArrowLeft size={18} aria-hidden="true" />}
          >
            {jobTexts.myJobsTitle}
          </ButtonLink>
        }
      >
        {job ? (
          <p className={styles.jobStatus}>
            Status:{' '}
            <Badge tone={job.status === 'open' ? 'success' : 'neutral'}>
              {job.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
          </p>
        ) : null}
        <div className={styles.sort}>
          <Select
            label={jobTexts.sortBy}
            options={SORT_OPTIONS}
            value={sort}
            onChange={(event) => setSort(event.target.value as ApplicationsSort)}
          />
        </div>
        <QueryTable
          query={applications}
          errorText={jobTexts.applicationsFailed}
          empty={<EmptyState title={jobTexts.applicationsEmpty} headingLevel={2} />}
          caption={(count) => (count === 1 ? '1 applicant' : `${count} applicants`)}
          columns={columns}
          rowKey={(a) => a._id}
        />
      </PageSection>
    </>
  );
}

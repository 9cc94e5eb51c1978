import {
  errorMessage,
  WITHDRAWABLE_STATUSES,
  type ApplicationStatus,
  type SentApplication,
  type SentApplicationCertificate,
} from '@edugate/api-client';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeProps } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryTable } from '../../components/QueryState';
import type { TableColumn } from '../../components/Table';
import { useToast } from '../../components/Toast';
import { applicationMessageTexts, messagesColumn } from '../../features/applicationMessages';
import { jobTexts, useMyApplications, useWithdrawApplication } from '../../features/jobs';
import {
  AttachedCertificateList,
  certificateStatusBadge,
} from '../../features/jobs/components/AttachedCertificateList';
import { paths } from '../../paths';
import { longDate } from '../../dates';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './MyApplications.css';

/** Each status its own colour, so a list of them reads at a glance (the text says it too). */
export const statusTone: Record<ApplicationStatus, BadgeProps['tone']> = {
  New: 'primary',
  Reviewed: 'neutral',
  Shortlisted: 'success',
  Rejected: 'danger',
  Hired: 'success',
};

/**
 * What the applicant attached (docs/product.md, Applying with certificates), each linking to its
 * page, 'Revoked' beside those they revoked since; a quiet dash when none.
 */
function SentCertificates({ certificates }: { certificates: SentApplicationCertificate[] }) {
  if (certificates.length === 0) {
    return (
      <>
        <span aria-hidden="true" className={styles.none}>
          —
        </span>
        <span className={visuallyHidden}>{jobTexts.noneAttached}</span>
      </>
    );
  }
  return (
    <div className={styles.certificatesCell}>
      <AttachedCertificateList
        certificates={certificates}
        badgeOf={(certificate) => (certificate.revoked ? certificateStatusBadge.revoked : null)}
      />
    </div>
  );
}

/**
 * docs/product.md, Jobs: the applicant's applications, with the certificates they attached, their
 * status and Withdraw; each job's title links to its page.
 */
export function MyApplications() {
  const mine = useMyApplications();
  const withdraw = useWithdrawApplication();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<SentApplication | null>(null);

  const confirmWithdraw = () => {
    if (!confirming) return;
    withdraw.mutate(confirming._id, {
      onSuccess: () => toast({ title: jobTexts.withdrawn, tone: 'success' }),
      // A 409 (the poster shortlisted it meanwhile) says why in the server's words.
      onError: (error) =>
        toast({ title: errorMessage(error, jobTexts.withdrawFailed), tone: 'error' }),
      onSettled: () => setConfirming(null),
    });
  };

  const columns: TableColumn<SentApplication>[] = [
    {
      key: 'job',
      header: 'Job',
      // The job's own page, open or closed.
      cell: (a) => (
        <strong>
          <Link to={paths.jobDetail.href(a.jobId)}>{a.jobTitle}</Link>
        </strong>
      ),
    },
    { key: 'company', header: 'Company', cell: (a) => a.company },
    { key: 'applied', header: 'Applied', cell: (a) => longDate(a.appliedAt) },
    {
      key: 'certificates',
      header: jobTexts.certificatesColumn,
      cell: (a) => <SentCertificates certificates={a.certificates} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => <Badge tone={statusTone[a.status]}>{a.status}</Badge>,
    },
    // The thread with the job's poster; it stays readable after the job closes.
    messagesColumn((a) => applicationMessageTexts.threadFor(a.jobTitle)),
    {
      key: 'actions',
      header: 'Actions',
      // Below sm the buttons span the row's card, without a name beside them.
      label: '',
      cell: (a) =>
        WITHDRAWABLE_STATUSES.includes(a.status) ? (
          <Button
            variant="danger-quiet"
            size="sm"
            aria-label={`${jobTexts.withdraw}: ${a.jobTitle}`}
            onClick={() => setConfirming(a)}
          >
            {jobTexts.withdraw}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle title={jobTexts.myApplicationsTitle} />
      <PageSection title={jobTexts.myApplicationsTitle} headingLevel={1}>
        <QueryTable
          query={mine}
          errorText={jobTexts.myApplicationsFailed}
          empty={
            <EmptyState
              title={jobTexts.myApplicationsEmpty}
              headingLevel={2}
              action={
                <ButtonLink to={paths.jobs.href()} icon={<Search size={18} aria-hidden="true" />}>
                  {jobTexts.browseJobs}
                </ButtonLink>
              }
            />
          }
          caption={(count) => (count === 1 ? '1 application' : `${count} applications`)}
          columns={columns}
          rowKey={(a) => a._id}
        />
      </PageSection>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !withdraw.isPending) setConfirming(null);
        }}
        title={jobTexts.withdrawTitle}
        message={confirming ? jobTexts.withdrawText(confirming.jobTitle, confirming.company) : ''}
        confirmLabel={jobTexts.withdraw}
        tone="danger"
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </>
  );
}

import type { Certificate } from '@edugate/api-client';
import { Award, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Stack } from '../../components/Stack';
import { QueryTable } from '../../components/QueryState';
import type { TableColumn } from '../../components/Table';
import { learningTexts, longDate, useMyCertificates } from '../../features/learning';
import { skillTexts, VerifiedSkills } from '../../features/skills';
import { paths } from '../../paths';

/**
 * /my-certificates (docs/product.md, Learning): the signed-in learner's certificates, and the
 * skills they verify ('Your verified skills', each leading to the courses that teach it).
 */
export function MyCertificates() {
  const mine = useMyCertificates();
  const columns: TableColumn<Certificate>[] = [
    { key: 'course', header: learningTexts.course, cell: (c) => <strong>{c.courseTitle}</strong> },
    { key: 'date', header: learningTexts.issuedOn, cell: (c) => longDate(c.issuedAt) },
    {
      key: 'link',
      header: learningTexts.certificateTitle,
      cell: (c) => (
        <Link
          to={paths.certificate.href(c._id)}
          aria-label={`${learningTexts.viewCertificate}: ${c.courseTitle}`}
        >
          {learningTexts.viewCertificate}
        </Link>
      ),
    },
  ];
  return (
    <Stack gap="xl">
      <PageTitle title={learningTexts.myCertificates} />
      <PageSection title={learningTexts.myCertificates} headingLevel={1}>
        <QueryTable
          query={mine}
          errorText={learningTexts.certificatesFailed}
          empty={
            <EmptyState
              icon={<Award size={28} aria-hidden="true" />}
              title={learningTexts.noCertificates}
              headingLevel={2}
              action={
                <ButtonLink
                  to={paths.courses.href()}
                  icon={<Search size={18} aria-hidden="true" />}
                >
                  {learningTexts.browseCourses}
                </ButtonLink>
              }
            />
          }
          caption={(count) => (count === 1 ? '1 certificate' : `${count} certificates`)}
          columns={columns}
          rowKey={(c) => c._id}
        />
      </PageSection>
      <PageSection title={skillTexts.verified} headingLevel={2}>
        <VerifiedSkills hrefFor={(skill) => paths.courses.href({ skill })} />
      </PageSection>
    </Stack>
  );
}

import { Printer, SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { Skeleton } from '../../components/Skeleton';
import { CertificateVerification } from '../../features/credentials/components/CertificateVerification';
import { CredentialActions } from '../../features/credentials/components/CredentialActions';
import {
  certificateQuery,
  learningTexts,
  useCertificate,
  useMyCertificates,
} from '../../features/learning';
import { CertificateDocument } from '../../features/learning/components/CertificateDocument';
import { paths } from '../../paths';
import * as styles from './Certificate.css';
import type { RouteData, RouteNotFound } from '../../navigation';

/**
 * /certificates/{id} (docs/product.md, Learning): a learner's certificate, public to anyone with
 * its link and rendered by the server; 'Print certificate' prints it alone on one A4 landscape
 * page. Its credential (docs/product.md, "Credentials anyone can verify") is downloaded, shared
 * and, by its learner, revoked here, and its verdict is computed in the browser. An unknown id
 * says 'Certificate not found' (with the 404 status from the server).
 */
export function Certificate() {
  const { id = '' } = useParams();
  const certificate = useCertificate(id);
  const mine = useMyCertificates();
  const isLearner = mine.data?.some((held) => held._id === id) ?? false;
  return (
    <div className={styles.page}>
      <QueryState
        query={certificate}
        errorText={learningTexts.certificateFailed}
        pending={
          <>
            <PageTitle title={learningTexts.certificateTitle} />
            <Skeleton width="100%" height="26rem" shape="block" />
          </>
        }
      >
        {(found) =>
          found ? (
            <>
              <PageTitle title={learningTexts.certificateTitle} />
              <div className={styles.actions}>
                <Button
                  variant="outline"
                  icon={<Printer size={18} aria-hidden="true" />}
                  onClick={() => window.print()}
                >
                  {learningTexts.printCertificate}
                </Button>
                <CredentialActions certificate={found} isLearner={isLearner} />
              </div>
              <div className={styles.verification}>
                <CertificateVerification certificateId={found._id} />
              </div>
              <CertificateDocument certificate={found} />
            </>
          ) : (
            <>
              <PageTitle title={learningTexts.certificateNotFound} />
              <EmptyState
                icon={<SearchX size={28} aria-hidden="true" />}
                title={learningTexts.certificateNotFound}
                description={learningTexts.certificateNotFoundText}
                headingLevel={2}
                action={
                  <ButtonLink to={paths.courses.href()}>{learningTexts.browseCourses}</ButtonLink>
                }
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

/** The certificate, as the screen's useCertificate reads it. */
export const data: RouteData = ({ api, params }) => [certificateQuery(api, params.id ?? '')];

/** No certificate has this id: the page says so, with the 404 status. */
export const notFound: RouteNotFound = ({ api, params, cache }) =>
  cache.getQueryData(certificateQuery(api, params.id ?? '').queryKey) === null;

import type { Portfolio as PortfolioData } from '@edugate/api-client';
import { Award } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { Skeleton } from '../../components/Skeleton';
import { portfolioQuery, portfolioTexts, usePortfolio } from '../../features/account';
import { longDate } from '../../features/learning';
import { SkillChips, skillTexts } from '../../features/skills';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { paths } from '../../paths';
import * as styles from './Portfolio.css';
import type { RouteData, RouteNotFound } from '../../navigation';

/** Up to two initials of the name, as the navbar draws a person without a photo. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

function PortfolioPage({ portfolio }: { portfolio: PortfolioData }) {
  const { name, photoUrl, verifiedSkills, certificates } = portfolio;
  return (
    <>
      <PageTitle title={name} />
      <header className={styles.header}>
        {photoUrl ? (
          <img className={styles.photo} src={photoUrl} alt="" width={96} height={96} />
        ) : (
          // Drawn by CSS from the attribute: the heading beside it is the name.
          <span className={styles.initials} data-initials={initialsOf(name)} aria-hidden="true" />
        )}
        <h1 className={styles.name}>{name}</h1>
      </header>
      <section className={styles.section} aria-labelledby="portfolio-skills">
        <h2 id="portfolio-skills" className={styles.heading}>
          {skillTexts.verifiedOf}
        </h2>
        {verifiedSkills.length > 0 ? (
          <SkillChips
            skills={verifiedSkills}
            label={skillTexts.verifiedOf}
            hrefFor={(skill) => paths.courses.href({ skill })}
          />
        ) : (
          <p className={styles.muted}>{portfolioTexts.noSkills}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="portfolio-certificates">
        <h2 id="portfolio-certificates" className={styles.heading}>
          {portfolioTexts.certificates}
        </h2>
        {certificates.length > 0 ? (
          <ul className={styles.certificates}>
            {certificates.map((certificate) => (
              <li key={certificate._id} className={styles.certificate}>
                <Award size={22} aria-hidden="true" className={styles.icon} />
                <div className={styles.certificateText}>
                  <Link
                    className={styles.certificateLink}
                    to={paths.certificate.href(certificate._id)}
                  >
                    {certificate.courseTitle}
                  </Link>
                  <span className={styles.muted}>
                    {portfolioTexts.issuedOn(longDate(certificate.issuedAt))}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{portfolioTexts.noCertificates}</p>
        )}
      </section>
    </>
  );
}

/**
 * /u/{handle} (docs/product.md, A public portfolio): a learner's name, photo (else their
 * initials), verified skills and certificates, each leading to its certificate page. Public and
 * indexable while its owner shows it; otherwise the 404 page, with the 404 status, exactly as for
 * a handle nobody holds.
 */
export function Portfolio() {
  const { handle = '' } = useParams();
  const portfolio = usePortfolio(handle);
  if (portfolio.status === 'success' && portfolio.data === null) return <NotFoundPage />;
  return (
    <div className={styles.page} aria-busy={portfolio.status === 'pending'}>
      <QueryState
        query={portfolio}
        errorText={portfolioTexts.portfolioFailed}
        pending={
          <div role="status" aria-label={portfolioTexts.loadingPortfolio}>
            <div className={styles.header}>
              <Skeleton shape="circle" width="96px" height="96px" />
              <Skeleton width="16rem" height="2.5rem" />
            </div>
            <Skeleton shape="block" width="100%" height="12rem" />
          </div>
        }
      >
        {(found) => (found ? <PortfolioPage portfolio={found} /> : null)}
      </QueryState>
    </div>
  );
}

/** The portfolio, as the screen's usePortfolio reads it. */
export const data: RouteData = ({ api, params }) => [portfolioQuery(api, params.handle ?? '')];

/** No portfolio to show at this handle (none, or turned off): the 404 page, with the 404 status. */
export const notFound: RouteNotFound = ({ api, params, cache }) =>
  cache.getQueryData(portfolioQuery(api, params.handle ?? '').queryKey) === null;

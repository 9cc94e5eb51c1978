import { Search } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { savedJobTexts, useSavedJobs } from '../../features/savedJobs';
import { SaveJobButton } from '../../features/savedJobs/components/SaveJobButton';
import { paths } from '../../paths';
import { SavedJobRow } from './components/SavedJobRow';
import { SavedJobsSkeleton } from './components/SavedJobsSkeleton';
import * as styles from './SavedJobs.css';

/**
 * docs/product.md, Saved jobs: the jobs the signed-in person saved, newest saved first, each a
 * link to its page with its company, location and posted date; one that closed since says
 * 'Closed'. Its 'Saved' toggle unsaves it, and the row leaves the list. A page of one person's
 * own, never for search engines.
 */
export function SavedJobs() {
  const saved = useSavedJobs();
  return (
    <>
      <PageTitle title={savedJobTexts.title} />
      {/* React puts it in the document's head. */}
      <meta name="robots" content="noindex" />
      <PageSection
        title={savedJobTexts.title}
        headingLevel={1}
        description={savedJobTexts.description}
        aria-busy={saved.status === 'pending'}
      >
        <QueryState
          query={saved}
          pending={<SavedJobsSkeleton label={savedJobTexts.loading} />}
          errorText={savedJobTexts.loadFailed}
          empty={
            <EmptyState
              title={savedJobTexts.empty}
              headingLevel={2}
              action={
                <ButtonLink to={paths.jobs.href()} icon={<Search size={18} aria-hidden="true" />}>
                  {savedJobTexts.browseJobs}
                </ButtonLink>
              }
            />
          }
        >
          {(list) => (
            <ul className={styles.list} aria-label={savedJobTexts.count(list.length)}>
              {list.map((entry) => (
                <li key={entry.job._id}>
                  <SavedJobRow
                    saved={entry}
                    closedLabel={savedJobTexts.closed}
                    postedOn={savedJobTexts.postedOn}
                    toggle={<SaveJobButton job={entry.job} size="sm" />}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </PageSection>
    </>
  );
}

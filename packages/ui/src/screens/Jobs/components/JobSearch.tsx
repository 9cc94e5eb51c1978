import { JOB_TYPES, MAX_SEARCH_LENGTH } from '@edugate/api-client';
import { Chip } from '../../../components/Chip';
import { Select } from '../../../components/Select';
import { SearchForm } from '../../../components/SearchForm';
import { TextField } from '../../../components/TextField';
import { jobTexts } from '../../../features/jobs';
import { useSearchDraft } from '../../../components/SearchForm';
import { paths } from '../../../paths';
import * as styles from './JobSearch.css';

export interface JobSearchProps {
  q: string;
  /** A job type, or '' for all. */
  type: string;
  onSearch: (q: string) => void;
  onType: (type: string) => void;
  /** 'match' or '' (newest first): the order the address asks for. */
  sort?: string;
  /**
   * Offers 'Best match for you': signed in, with skills held (docs/product.md, Jobs for you).
   * Until then (always in the page as sent, which cannot know the reader's skills) the order asked
   * for goes along unseen, so a search before the app has started keeps it, as one after does.
   */
  offerMatch?: boolean;
  onSort?: (sort: string) => void;
}

/**
 * The board's search box (title, company or location) and its type chips, All plus five: a GET
 * form (SearchForm) whose fields are the board's URL (`q`, `type`), so Enter or a chip before the
 * page's code has run is an ordinary navigation the server renders.
 */
export function JobSearch({
  q,
  type,
  onSearch,
  onType,
  sort = '',
  offerMatch = false,
  onSort,
}: JobSearchProps) {
  const searchDraft = useSearchDraft(q, onSearch);

  return (
    <SearchForm
      action={paths.jobs.path}
      label="Jobs"
      keep={{ name: 'type', value: type }}
      className={styles.root}
    >
      <div className={styles.search}>
        <TextField
          label={jobTexts.searchLabel}
          type="search"
          name="q"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Title, company or location"
          {...searchDraft}
        />
      </div>
      {offerMatch ? (
        <div className={styles.sort}>
          <Select
            label={jobTexts.sortLabel}
            name="sort"
            value={sort}
            options={[
              { value: '', label: jobTexts.newestFirst },
              { value: 'match', label: jobTexts.bestMatch },
            ]}
            onChange={(event) => onSort?.(event.target.value)}
          />
        </div>
      ) : sort ? (
        <input type="hidden" name="sort" value={sort} />
      ) : null}
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>Job type</legend>
        {['', ...JOB_TYPES].map((value) => (
          <Chip
            key={value || 'all'}
            selected={value === type}
            type="submit"
            name="type"
            value={value}
            onClick={() => onType(value)}
          >
            {value || jobTexts.allTypes}
          </Chip>
        ))}
      </fieldset>
    </SearchForm>
  );
}

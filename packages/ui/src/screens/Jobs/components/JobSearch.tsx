import { JOB_TYPES } from '@edugate/api-client';
import { Chip } from '../../../components/Chip';
import { TextField } from '../../../components/TextField';
import { jobTexts } from '../../../features/jobs';
import { useSearchDraft } from '../../../hooks/useSearchDraft';
import * as styles from './JobSearch.css';

export interface JobSearchProps {
  q: string;
  /** A job type, or '' for all. */
  type: string;
  onSearch: (q: string) => void;
  onType: (type: string) => void;
}

/** The board's search box (title, company or location) and its type chips: All plus five. */
export function JobSearch({ q, type, onSearch, onType }: JobSearchProps) {
  const searchDraft = useSearchDraft(q, onSearch);

  return (
    <div className={styles.root}>
      <div className={styles.search}>
        <TextField
          label={jobTexts.searchLabel}
          type="search"
          placeholder="Title, company or location"
          {...searchDraft}
        />
      </div>
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>Job type</legend>
        {['', ...JOB_TYPES].map((value) => (
          <Chip key={value || 'all'} selected={value === type} onClick={() => onType(value)}>
            {value || jobTexts.allTypes}
          </Chip>
        ))}
      </fieldset>
    </div>
  );
}

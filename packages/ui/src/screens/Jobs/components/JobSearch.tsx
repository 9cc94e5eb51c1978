import { JOB_TYPES } from '@edugate/api-client';
import { useEffect, useState } from 'react';
import { Chip } from '../../../components/Chip';
import { TextField } from '../../../components/TextField';
import { jobTexts } from '../../../features/jobs';
import * as styles from './JobSearch.css';

/** Typing waits this long after the last key before it filters (and writes the URL). */
export const JOB_SEARCH_DEBOUNCE_MS = 300;

export interface JobSearchProps {
  q: string;
  /** A job type, or '' for all. */
  type: string;
  onSearch: (q: string) => void;
  onType: (type: string) => void;
}

/** The board's search box (title, company or location) and its type chips: All plus five. */
export function JobSearch({ q, type, onSearch, onType }: JobSearchProps) {
  const [draft, setDraft] = useState(q);
  // The URL changed under us (back button, the clear button): show its search.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q) return undefined;
    const timer = window.setTimeout(() => onSearch(draft.trim()), JOB_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, onSearch]);

  return (
    <div className={styles.root}>
      <div className={styles.search}>
        <TextField
          label={jobTexts.searchLabel}
          type="search"
          placeholder="Title, company or location"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft.trim() !== q) onSearch(draft.trim());
          }}
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

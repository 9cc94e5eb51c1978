import type { CourseSort } from '@edugate/api-client';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Chip } from '../../../components/Chip';
import { Select } from '../../../components/Select';
import { Stack } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { CATEGORY_CHIPS, SORT_OPTIONS } from '../categories';
import * as styles from '../Catalogue.css';

/** Typing waits this long after the last key before it becomes a search (one request). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogueToolbarProps {
  q: string;
  category: string;
  sort: CourseSort;
  onSearch: (q: string) => void;
  onCategory: (category: string) => void;
  onSort: (sort: CourseSort) => void;
}

/** Search box, Filters toggle with category chips, and the sort select. */
export function CatalogueToolbar({
  q,
  category,
  sort,
  onSearch,
  onCategory,
  onSort,
}: CatalogueToolbarProps) {
  const chipsId = useId();
  const [draft, setDraft] = useState(q);
  // Open when the page arrives filtered (a category card on Home), so the active filter shows.
  const [filtersOpen, setFiltersOpen] = useState(category !== '');

  // The URL changed under us (back button, a link): show its search instead of the draft.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q) return undefined;
    const timer = window.setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, onSearch]);

  return (
    <Stack gap="md">
      <div className={styles.toolbar}>
        <div className={styles.searchField}>
          <TextField
            label="Search courses"
            type="search"
            placeholder="Search by title or description"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the pause.
              if (event.key === 'Enter' && draft.trim() !== q) onSearch(draft.trim());
            }}
          />
        </div>
        <Button
          variant="outline"
          className={styles.filtersToggle}
          icon={<SlidersHorizontal size={18} aria-hidden="true" />}
          aria-expanded={filtersOpen}
          aria-controls={chipsId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters
        </Button>
        <Select
          label="Sort by"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => onSort(event.target.value as CourseSort)}
        />
      </div>
      <fieldset id={chipsId} className={styles.chips} hidden={!filtersOpen}>
        <legend className={styles.chipsLegend}>Category</legend>
        {CATEGORY_CHIPS.map((chip) => (
          <Chip
            key={chip.value || 'all'}
            selected={chip.value === category}
            onClick={() => onCategory(chip.value)}
          >
            {chip.label}
          </Chip>
        ))}
      </fieldset>
    </Stack>
  );
}

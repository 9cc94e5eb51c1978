import { MAX_SEARCH_LENGTH, type CourseSort } from '@edugate/api-client';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Chip } from '../../../components/Chip';
import { Select } from '../../../components/Select';
import { SearchForm } from '../../../components/SearchForm';
import { Stack } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { useSearchDraft } from '../../../components/SearchForm';
import { paths, defaultCourseSort } from '../../../paths';
import { CATEGORY_CHIPS, sortOptions, sortValue } from '../categories';
import * as styles from '../Catalogue.css';

export interface CatalogueToolbarProps {
  q: string;
  category: string;
  sort: CourseSort;
  onSearch: (q: string) => void;
  onCategory: (category: string) => void;
  onSort: (sort: CourseSort) => void;
}

/**
 * Search box, Filters toggle with category chips, and the sort select: a GET form (SearchForm)
 * whose fields are the catalogue's URL (`q`, `sort`, `category`), so a search, a chip or Enter
 * made before the page's code has run is an ordinary navigation the server renders.
 */
export function CatalogueToolbar({
  q,
  category,
  sort,
  onSearch,
  onCategory,
  onSort,
}: CatalogueToolbarProps) {
  const chipsId = useId();
  const searchDraft = useSearchDraft(q, onSearch);
  // Open when the page arrives filtered (a category card on Home), so the active filter shows.
  const [filtersOpen, setFiltersOpen] = useState(category !== '');

  return (
    <SearchForm
      action={paths.courses.path}
      label="Courses"
      keep={{ name: 'category', value: category }}
    >
      <Stack gap="md">
        <div className={styles.toolbar}>
          <div className={styles.searchField}>
            <TextField
              label="Search courses"
              type="search"
              name="q"
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Search by title or description"
              {...searchDraft}
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
            name="sort"
            options={sortOptions(q)}
            value={sortValue(sort, q)}
            onChange={(event) => onSort((event.target.value || defaultCourseSort(q)) as CourseSort)}
          />
        </div>
        <fieldset id={chipsId} className={styles.chips} hidden={!filtersOpen}>
          <legend className={styles.chipsLegend}>Category</legend>
          {CATEGORY_CHIPS.map((chip) => (
            <Chip
              key={chip.value || 'all'}
              selected={chip.value === category}
              type="submit"
              name="category"
              value={chip.value}
              onClick={() => onCategory(chip.value)}
            >
              {chip.label}
            </Chip>
          ))}
        </fieldset>
      </Stack>
    </SearchForm>
  );
}

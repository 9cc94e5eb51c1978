import {
  CATALOGUE_PAGE_SIZE,
  COURSE_SORTS,
  type CourseQuery,
  type CourseSort,
} from '@edugate/api-client';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogueSearchString, defaultCourseSort, type CatalogueSearch } from '../../paths';

export interface CatalogueState {
  q: string;
  /** Lower case; '' means every category. */
  category: string;
  /** A skill the courses teach, as in the URL; '' means none. */
  skill: string;
  sort: CourseSort;
  /** True when the URL names an order other than the default (parse only; a new term keeps it). */
  sortChosen?: boolean;
  /** 1-based. */
  page: number;
}

const isSort = (value: string | null): value is CourseSort =>
  value !== null && (COURSE_SORTS as readonly string[]).includes(value);

/** Reads the catalogue's state from `?q=&category=&skill=&sort=&page=`, defaulting what is missing or wrong. */
export function parseCatalogueSearch(params: URLSearchParams): CatalogueState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const q = params.get('q')?.trim() ?? '';
  const skill = params.get('skill')?.trim() ?? '';
  // 'Best match' orders a search; without a term the list is newest first.
  const chosen = isSort(sort) && (q !== '' || sort !== 'relevance');
  return {
    q,
    category: category === 'all' ? '' : category,
    skill,
    sort: chosen ? sort : defaultCourseSort(q),
    sortChosen: chosen && sort !== defaultCourseSort(q),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page of courses the catalogue shows for a state: what the screen and its route read. */
export function catalogueQuery({
  q,
  category,
  skill,
  sort,
  page,
}: CatalogueState): Omit<CourseQuery, 'limit'> {
  return { q, category, skill, sort, offset: (page - 1) * CATALOGUE_PAGE_SIZE };
}

/**
 * The catalogue's search state lives in the URL (docs/product.md), so a reload, a shared link or
 * the back button shows the same results. Each change is one history entry; a new search,
 * category or sort starts again at page 1.
 */
export function useCatalogueSearch() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogueSearch(params), [params]);

  const update = useCallback(
    (change: CatalogueSearch) => {
      const { sortChosen, ...current } = state;
      // A default order follows the term ('Best match' with one); a chosen one stays.
      const next: CatalogueSearch = {
        ...current,
        ...(sortChosen ? {} : { sort: undefined }),
        page: 1,
        ...change,
      };
      setParams(new URLSearchParams(catalogueSearchString(next)));
    },
    [state, setParams],
  );

  return { ...state, update };
}

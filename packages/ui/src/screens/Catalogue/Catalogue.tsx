import {
  ApiError,
  CATALOGUE_PAGE_SIZE,
  MAX_ENROLLMENTS,
  MAX_SEARCH_LENGTH,
  courseIdOf,
  errorMessage,
  type CoursePage,
} from '@edugate/api-client';
import { Info, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { Stack } from '../../components/Stack';
import { cataloguePageQuery, courseTexts, useCataloguePage } from '../../features/courses';
import { enrollmentTexts, useUserEnrollments } from '../../features/enrollments';
import { CatalogueCard } from '../../features/enrollments/components/CatalogueCard';
import { useSession } from '../../session';
import * as styles from './Catalogue.css';
import { CatalogueSkeleton } from './components/CatalogueSkeleton';
import { CatalogueToolbar } from './components/CatalogueToolbar';
import { Pager } from './components/Pager';
import { SkillFilter } from './components/SkillFilter';
import { catalogueQuery, parseCatalogueSearch, useCatalogueSearch } from './useCatalogueSearch';
import type { RouteData } from '../../navigation';

/**
 * docs/product.md, Screens and routes, Course catalogue: search, category, sort and
 * page live in the URL and every change is one server request (no filtering of a page here).
 */
export function Catalogue() {
  const { q, category, skill, sort, page, update } = useCatalogueSearch();
  const query = useCataloguePage(catalogueQuery({ q, category, skill, sort, page }));
  const session = useSession();
  const enrollments = useUserEnrollments();
  const enrolledIds = new Set((enrollments.data ?? []).map((e) => e.courseId));
  const enrollmentCount = enrollments.data?.length ?? 0;
  const atLimit = session.status === 'signedIn' && enrollmentCount >= MAX_ENROLLMENTS;

  const onSearch = useCallback((text: string) => update({ q: text }), [update]);
  // A page number past the last page (an old link, a hand-edited URL): say so and link back.
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  const pastTheEnd = total > 0 && page > lastPage;

  return (
    <>
      <PageTitle title="Courses" />
      <PageSection
        title="Course Catalogue"
        headingLevel={1}
        description="Find a course by topic, then enroll in up to three at a time."
        width="wide"
      >
        <Stack gap="xl">
          <CatalogueToolbar
            q={q}
            category={category}
            sort={sort}
            onSearch={onSearch}
            onCategory={(next) => update({ category: next })}
            onSort={(next) => update({ sort: next })}
          />
          {skill ? <SkillFilter skill={skill} onClear={() => update({ skill: '' })} /> : null}
          {atLimit ? (
            <p className={styles.limitNotice}>
              <Info size={18} aria-hidden="true" />
              {enrollmentTexts.limitReached}
            </p>
          ) : null}
          <div aria-busy={query.isFetching}>
            <QueryState
              query={query}
              pending={<CatalogueSkeleton />}
              errorText={courseTexts.catalogueFailed}
              renderError={(error, retry) =>
                // The server refused the request itself (a search over the length limit, say):
                // trying again cannot help, so its sentence and a way out instead of Try Again.
                error instanceof ApiError && error.status === 400 ? (
                  <EmptyState
                    title={
                      q.length > MAX_SEARCH_LENGTH
                        ? 'This search is too long'
                        : errorMessage(error, courseTexts.catalogueFailed)
                    }
                    description={
                      q.length > MAX_SEARCH_LENGTH
                        ? `A search can be up to ${MAX_SEARCH_LENGTH} characters. Shorten it and try again.`
                        : undefined
                    }
                    icon={<SearchX size={28} aria-hidden="true" />}
                    headingLevel={2}
                    action={
                      <Button
                        variant="outline"
                        onClick={() => update({ q: '', category: '', skill: '' })}
                      >
                        Clear search and filters
                      </Button>
                    }
                  />
                ) : (
                  <ErrorState
                    message={courseTexts.catalogueFailed}
                    onRetry={retry}
                    retrying={query.isFetching}
                  />
                )
              }
              isEmpty={(data: CoursePage) => data.courses.length === 0}
              empty={
                pastTheEnd ? (
                  <EmptyState
                    title={`There is no page ${page}`}
                    icon={<SearchX size={28} aria-hidden="true" />}
                    description={`These courses fill ${lastPage === 1 ? '1 page' : `${lastPage} pages`}.`}
                    headingLevel={2}
                    action={
                      <Button
                        variant="outline"
                        onClick={() => update({ q, category, sort, page: lastPage })}
                      >
                        {`Go to page ${lastPage}`}
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    title="No courses found"
                    icon={<SearchX size={28} aria-hidden="true" />}
                    description="Try another search or category."
                    headingLevel={2}
                    action={
                      q || category || skill ? (
                        <Button
                          variant="outline"
                          onClick={() => update({ q: '', category: '', skill: '' })}
                        >
                          Clear search and filters
                        </Button>
                      ) : undefined
                    }
                  />
                )
              }
            >
              {({ courses, total, totalIsExact }) => {
                const pageCount = Math.ceil(total / CATALOGUE_PAGE_SIZE);
                // A search with more matches than the server counts (X-Total-Count-Exact: false).
                const of = totalIsExact === false ? `${total.toLocaleString('en')}+` : total;
                return (
                  <Stack gap="xl">
                    <p className={styles.summary} role="status">
                      {`Showing ${courses.length} of ${of} ${total === 1 ? 'course' : 'courses'}`}
                    </p>
                    <ul
                      className={[styles.grid, query.isPlaceholderData ? styles.stale : ''].join(
                        ' ',
                      )}
                    >
                      {courses.map((course, index) => (
                        <li key={courseIdOf(course)} className={styles.gridItem}>
                          <CatalogueCard
                            course={course}
                            first={index === 0}
                            sessionStatus={session.status}
                            isEnrolled={enrolledIds.has(courseIdOf(course))}
                            enrollmentCount={enrollmentCount}
                          />
                        </li>
                      ))}
                    </ul>
                    {pageCount > 1 ? (
                      <Pager
                        page={page}
                        pageCount={pageCount}
                        onPage={(next) => {
                          update({ q, category, sort, page: next });
                          window.scrollTo({ top: 0 });
                        }}
                      />
                    ) : null}
                  </Stack>
                );
              }}
            </QueryState>
          </div>
        </Stack>
      </PageSection>
    </>
  );
}

/** The page of courses the URL asks for, as the screen's useCataloguePage reads it. */
export const data: RouteData = ({ api, search }) => [
  cataloguePageQuery(api, catalogueQuery(parseCatalogueSearch(search))),
];

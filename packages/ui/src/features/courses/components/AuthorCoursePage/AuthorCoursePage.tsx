import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../../components/Button';
import { Content } from '../../../../components/PageSection';
import { PageTitle } from '../../../../components/PageTitle';
import { Stack } from '../../../../components/Stack';
import { paths } from '../../../../paths';
import { courseTexts } from '../../texts';
import * as styles from './AuthorCoursePage.css';

export interface AuthorCoursePageProps {
  /** The document's title ('Curriculum', 'Insights'). */
  title: string;
  children: ReactNode;
}

/**
 * The frame of a page an author keeps for one of their courses (its curriculum, its insights):
 * the wide column, the way back to Manage Courses, then the page.
 */
export function AuthorCoursePage({ title, children }: AuthorCoursePageProps) {
  return (
    <Content width="wide">
      <PageTitle title={title} />
      <Stack gap="xl">
        <div>
          <ButtonLink
            to={paths.manageCourses.href()}
            variant="ghost"
            icon={<ArrowLeft size={18} aria-hidden="true" />}
          >
            {courseTexts.backToManage}
          </ButtonLink>
        </div>
        {children}
      </Stack>
    </Content>
  );
}

/** The page's h1 (the course's title in it) and what sums the course up under it, if anything. */
export function AuthorCourseHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}

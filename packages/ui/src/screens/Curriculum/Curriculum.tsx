import { errorMessage } from '@edugate/api-client';
import { ListTree, Plus } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Content } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { useMyCourses } from '../../features/courses';
import {
  curriculumTexts as texts,
  outlineSummary,
  useCreateSection,
  useOutline,
  useSectionTitle,
} from '../../features/curriculum';
import { CurriculumEditor } from '../../features/curriculum/components/CurriculumEditor';
import {
  AuthorCourseHeading,
  AuthorCoursePage,
} from '../../features/courses/components/AuthorCoursePage';
import { NotFoundPage } from '../../layout/NotFoundPage';
import * as styles from './Curriculum.css';

/**
 * /manage-courses/{id}/curriculum (docs/product.md, Learning): the author builds a course's
 * curriculum. Only the course's author sees it; for anyone else (and an unknown course) it is the
 * app's 404 page, as the API's answers are.
 */
export function Curriculum() {
  const { id = '' } = useParams();
  const mine = useMyCourses();
  const outline = useOutline(id);
  const course = mine.data?.find((candidate) => candidate._id === id);

  if (mine.status === 'error' || outline.status === 'error') {
    const failed = mine.status === 'error' ? mine : outline;
    return (
      <Content width="wide">
        <PageTitle title={texts.title} />
        <ErrorState
          message={errorMessage(failed.error, texts.loadFailed)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      </Content>
    );
  }
  if (mine.data && !course) return <NotFoundPage />;
  if (!course || !outline.data) {
    return (
      <Content width="wide">
        <PageTitle title={texts.title} />
        <Stack gap="lg" aria-busy="true">
          <Skeleton width="60%" height="2.5rem" />
          <Skeleton width="100%" height="3rem" shape="block" />
          <Skeleton width="100%" height="16rem" shape="block" />
        </Stack>
      </Content>
    );
  }
  return (
    <AuthorCoursePage title={texts.title}>
      <AuthorCourseHeading title={texts.heading(course.title)}>
        {outline.data.lessonCount > 0 && (
          <p className={styles.summary}>{outlineSummary(outline.data)}</p>
        )}
      </AuthorCourseHeading>
      <AddSection courseId={id} />
      {outline.data.sections.length === 0 ? (
        <EmptyState
          icon={<ListTree size={28} aria-hidden="true" />}
          title={texts.empty}
          headingLevel={2}
        />
      ) : (
        <CurriculumEditor
          courseId={id}
          outline={outline.data}
          onStale={() => void outline.refetch()}
        />
      )}
    </AuthorCoursePage>
  );
}

function AddSection({ courseId }: { courseId: string }) {
  const create = useCreateSection();
  const { toast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const titleBox = useSectionTitle();
  const submit = (event: FormEvent<HTMLFormElement>) =>
    titleBox.submit(event, (title, onSettled) =>
      create.mutate(
        { courseId, title },
        {
          onSuccess: () => {
            toast({ title: texts.sectionAdded, tone: 'success' });
            form.current?.reset();
          },
          onError: (error) =>
            toast({ title: errorMessage(error, texts.saveFailed), tone: 'error' }),
          onSettled,
        },
      ),
    );
  return (
    <form ref={form} className={styles.addSection} onSubmit={submit}>
      <div className={styles.grow}>
        <TextField
          label={texts.sectionTitle}
          name="title"
          required
          error={titleBox.error}
          onChange={titleBox.onChange}
        />
      </div>
      <Button type="submit" icon={<Plus size={18} aria-hidden="true" />} loading={create.isPending}>
        {texts.addSection}
      </Button>
    </form>
  );
}

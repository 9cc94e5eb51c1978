import { errorMessage } from '@edugate/api-client';
import { useToast } from '../../../../components/Toast';
import { useLesson } from '../../api/queries';
import { curriculumTexts as texts } from '../../texts';
import { LessonDialog } from '../LessonDialog';

/** Editing a lesson starts from its stored content (its Markdown and answers, for its author). */
export function EditLessonDialog({
  courseId,
  sectionId,
  lessonId,
  onClose,
}: {
  courseId: string;
  sectionId: string;
  lessonId: string;
  onClose: () => void;
}) {
  const lesson = useLesson(courseId, lessonId);
  const { toast } = useToast();
  if (lesson.status === 'error') {
    toast({ title: errorMessage(lesson.error, texts.lessonFailed), tone: 'error' });
    onClose();
    return null;
  }
  if (!lesson.data) return null;
  return (
    <LessonDialog
      courseId={courseId}
      sectionId={sectionId}
      lesson={lesson.data}
      onClose={onClose}
    />
  );
}

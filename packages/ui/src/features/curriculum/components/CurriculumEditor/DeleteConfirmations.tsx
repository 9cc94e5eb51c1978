import { errorMessage } from '@edugate/api-client';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/Toast';
import { useDeleteLesson, useDeleteSection } from '../../api/mutations';
import { curriculumTexts as texts } from '../../texts';
import type { EditorDialog } from './dialog';

export function DeleteConfirmations({
  courseId,
  dialog,
  onClose,
}: {
  courseId: string;
  dialog: EditorDialog | null;
  onClose: () => void;
}) {
  const deleteSection = useDeleteSection();
  const deleteLesson = useDeleteLesson();
  const { toast } = useToast();
  const failed = (error: unknown) =>
    toast({ title: errorMessage(error, texts.saveFailed), tone: 'error' });
  const section = dialog?.kind === 'deleteSection' ? dialog.section : null;
  const lesson = dialog?.kind === 'deleteLesson' ? dialog.lesson : null;
  return (
    <>
      <ConfirmDialog
        open={section !== null}
        onOpenChange={(open) => {
          if (!open && !deleteSection.isPending) onClose();
        }}
        title={texts.deleteSectionTitle}
        message={section ? texts.deleteSectionMessage(section.title, section.lessons.length) : ''}
        confirmLabel={texts.delete}
        tone="danger"
        busy={deleteSection.isPending}
        onConfirm={() =>
          section &&
          deleteSection.mutate(
            { courseId, sectionId: section._id },
            {
              onSuccess: () => toast({ title: texts.sectionDeleted, tone: 'success' }),
              onError: failed,
              onSettled: onClose,
            },
          )
        }
      />
      <ConfirmDialog
        open={lesson !== null}
        onOpenChange={(open) => {
          if (!open && !deleteLesson.isPending) onClose();
        }}
        title={texts.deleteLessonTitle}
        message={lesson ? texts.deleteLessonMessage(lesson.title) : ''}
        confirmLabel={texts.delete}
        tone="danger"
        busy={deleteLesson.isPending}
        onConfirm={() =>
          lesson &&
          deleteLesson.mutate(
            { courseId, lessonId: lesson._id },
            {
              onSuccess: () => toast({ title: texts.lessonDeleted, tone: 'success' }),
              onError: failed,
              onSettled: onClose,
            },
          )
        }
      />
    </>
  );
}

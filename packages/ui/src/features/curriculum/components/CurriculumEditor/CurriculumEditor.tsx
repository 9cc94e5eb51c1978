import { errorMessage, type CourseOutline, type OutlineSection } from '@edugate/api-client';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { useToast } from '../../../../components/Toast';
import { visuallyHidden } from '../../../../theme/utilities.css';
import { useReorder } from '../../api/mutations';
import { curriculumTexts as texts } from '../../texts';
import { LessonDialog } from '../LessonDialog';
import * as styles from './CurriculumEditor.css';
import { SortableItem } from './SortableItem';
import { SectionHeader } from './SectionHeader';
import { LessonRow } from './LessonRow';
import { EditLessonDialog } from './EditLessonDialog';
import { DeleteConfirmations } from './DeleteConfirmations';
import type { EditorDialog } from './dialog';

export interface CurriculumEditorProps {
  courseId: string;
  outline: CourseOutline;
  /** Reloads the outline (after a stale order: another tab changed it). */
  onStale: () => void;
}

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

/**
 * The author's curriculum (docs/product.md, Learning): sections, each with its lessons; rename and
 * delete a section; add, edit and delete lessons; the order changed by dragging a handle or, from
 * the keyboard, with 'Move up' and 'Move down', each move announced. Every write answers with the
 * outline as it is now; a move made against an order another tab changed is refused (409) and
 * the outline reloads.
 */
export function CurriculumEditor({ courseId, outline, onStale }: CurriculumEditorProps) {
  const { toast } = useToast();
  const reorder = useReorder();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  /**
   * Moves one item (a section, or a lesson within its section) from `from` to `to` of `current`:
   * sends the whole new order against the one shown, and says where it went once it is stored.
   */
  const move = (
    current: readonly { _id: string; title: string }[],
    from: number,
    to: number,
    sectionId?: string,
  ) => {
    const item = current[from];
    if (!item || to < 0 || to >= current.length || from === to) return;
    const previousOrder = ids(current);
    const order = arrayMove(previousOrder, from, to);
    reorder.mutate(
      { courseId, sectionId, order, previousOrder },
      {
        onSuccess: () => {
          setAnnouncement(texts.moved(item.title, to + 1, order.length));
          toast({ title: texts.orderSaved, tone: 'success' });
        },
        onError: (error) => {
          toast({ title: errorMessage(error, texts.saveFailed), tone: 'error' });
          onStale();
        },
      },
    );
  };

  const onSectionDrag = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const order = ids(outline.sections);
    move(outline.sections, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };

  const onLessonDrag =
    (section: OutlineSection) =>
    ({ active, over }: DragEndEvent) => {
      if (!over) return;
      const order = ids(section.lessons);
      move(
        section.lessons,
        order.indexOf(String(active.id)),
        order.indexOf(String(over.id)),
        section._id,
      );
    };

  return (
    <>
      <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onSectionDrag}>
        <SortableContext items={ids(outline.sections)} strategy={verticalListSortingStrategy}>
          <ol className={styles.sections}>
            {outline.sections.map((section, index) => (
              <SortableItem
                key={section._id}
                id={section._id}
                className={styles.section}
                label={section.title}
              >
                {(handle) => (
                  <>
                    <SectionHeader
                      courseId={courseId}
                      section={section}
                      handle={handle}
                      busy={reorder.isPending}
                      onMoveUp={
                        index > 0 ? () => move(outline.sections, index, index - 1) : undefined
                      }
                      onMoveDown={
                        index < outline.sections.length - 1
                          ? () => move(outline.sections, index, index + 1)
                          : undefined
                      }
                      onDelete={() => setDialog({ kind: 'deleteSection', section })}
                    />
                    <DndContext
                      sensors={sensors}
                      collisionDetection={closestCenter}
                      onDragEnd={onLessonDrag(section)}
                    >
                      <SortableContext
                        items={ids(section.lessons)}
                        strategy={verticalListSortingStrategy}
                      >
                        <ol className={styles.lessons}>
                          {section.lessons.map((lesson, lessonIndex) => (
                            <SortableItem
                              key={lesson._id}
                              id={lesson._id}
                              className={styles.lesson}
                              label={lesson.title}
                            >
                              {(lessonHandle) => (
                                <LessonRow
                                  lesson={lesson}
                                  handle={lessonHandle}
                                  busy={reorder.isPending}
                                  onMoveUp={
                                    lessonIndex > 0
                                      ? () =>
                                          move(
                                            section.lessons,
                                            lessonIndex,
                                            lessonIndex - 1,
                                            section._id,
                                          )
                                      : undefined
                                  }
                                  onMoveDown={
                                    lessonIndex < section.lessons.length - 1
                                      ? () =>
                                          move(
                                            section.lessons,
                                            lessonIndex,
                                            lessonIndex + 1,
                                            section._id,
                                          )
                                      : undefined
                                  }
                                  onEdit={() =>
                                    setDialog({
                                      kind: 'editLesson',
                                      sectionId: section._id,
                                      lessonId: lesson._id,
                                    })
                                  }
                                  onDelete={() => setDialog({ kind: 'deleteLesson', lesson })}
                                />
                              )}
                            </SortableItem>
                          ))}
                        </ol>
                      </SortableContext>
                    </DndContext>
                    <div>
                      <Button
                        variant="outline"
                        size="sm"
                        icon={<Plus size={16} aria-hidden="true" />}
                        aria-label={`${texts.addLesson}: ${section.title}`}
                        onClick={() => setDialog({ kind: 'addLesson', sectionId: section._id })}
                      >
                        {texts.addLesson}
                      </Button>
                    </div>
                  </>
                )}
              </SortableItem>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {dialog?.kind === 'addLesson' && (
        <LessonDialog
          courseId={courseId}
          sectionId={dialog.sectionId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'editLesson' && (
        <EditLessonDialog
          courseId={courseId}
          sectionId={dialog.sectionId}
          lessonId={dialog.lessonId}
          onClose={() => setDialog(null)}
        />
      )}
      <DeleteConfirmations courseId={courseId} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

import type { CourseOutline } from '@edugate/api-client';
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/Button';
import { visuallyHidden } from '../../../../theme/utilities.css';
import { curriculumTexts as texts } from '../../texts';
import { LessonDialog } from '../LessonDialog';
import { dragAnnouncements } from './announcements';
import * as styles from './CurriculumEditor.css';
import { collisions, dropPlace } from './dragging';
import { SortableItem } from './SortableItem';
import { SectionHeader } from './SectionHeader';
import { SectionLessons } from './SectionLessons';
import { EditLessonDialog } from './EditLessonDialog';
import { DeleteConfirmations } from './DeleteConfirmations';
import type { EditorDialog } from './dialog';
import { lessonStep } from './placement';
import { useMoves, type Direction } from './useMoves';

export interface CurriculumEditorProps {
  courseId: string;
  outline: CourseOutline;
  /** Reloads the outline (after a stale order: another tab changed it). */
  onStale: () => void;
}

const step = (direction: Direction) => (direction === 'up' ? -1 : 1);

/**
 * The author's curriculum (docs/product.md, Learning): sections, each with its lessons; rename and
 * delete a section; add, edit and delete lessons; the order changed by dragging a handle or, from
 * the keyboard, with 'Move up' and 'Move down' (a lesson at either end of its section goes on into
 * the next one), each move announced. A lesson is dragged into any section, an empty one too.
 * Every write answers with the outline as it is now; a move made against an order another tab
 * changed is refused (409) and the outline reloads.
 */
export function CurriculumEditor({ courseId, outline, onStale }: CurriculumEditorProps) {
  const { busy, announcement, container, moveSection, moveLesson } = useMoves(
    courseId,
    outline,
    onStale,
  );
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(outline),
      screenReaderInstructions: { draggable: texts.dragInstructions },
    }),
    [outline],
  );
  const sectionIds = outline.sections.map((section) => section._id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = sectionIds.indexOf(String(active.id));
    if (from >= 0) moveSection(from, sectionIds.indexOf(String(over.id)));
    else moveLesson(String(active.id), dropPlace(outline, active, over));
  };

  return (
    <>
      <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
          <ol ref={container} className={styles.sections}>
            {outline.sections.map((section, index) => (
              <SortableItem
                key={section._id}
                id={section._id}
                data={{ type: 'section' }}
                className={styles.section}
                label={section.title}
              >
                {(handle) => (
                  <>
                    <SectionHeader
                      courseId={courseId}
                      section={section}
                      handle={handle}
                      busy={busy}
                      onMoveUp={index > 0 ? () => moveSection(index, index - 1, 'up') : undefined}
                      onMoveDown={
                        index < outline.sections.length - 1
                          ? () => moveSection(index, index + 1, 'down')
                          : undefined
                      }
                      onDelete={() => setDialog({ kind: 'deleteSection', section })}
                    />
                    <SectionLessons
                      section={section}
                      busy={busy}
                      canMove={(lessonId, direction) =>
                        lessonStep(outline, lessonId, step(direction)) !== undefined
                      }
                      onMove={(lessonId, direction) =>
                        moveLesson(
                          lessonId,
                          lessonStep(outline, lessonId, step(direction)),
                          direction,
                        )
                      }
                      onEdit={(lesson) =>
                        setDialog({
                          kind: 'editLesson',
                          sectionId: section._id,
                          lessonId: lesson._id,
                        })
                      }
                      onDelete={(lesson) => setDialog({ kind: 'deleteLesson', lesson })}
                    />
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

import type { OutlineLesson, OutlineSection } from '@edugate/api-client';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { curriculumTexts as texts } from '../../texts';
import * as styles from './CurriculumEditor.css';
import { listId } from './dragging';
import { LessonRow } from './LessonRow';
import { SortableItem } from './SortableItem';
import type { Direction } from './useMoves';

/**
 * A section's lessons, sortable, and the list itself a drop target, so a lesson dragged from
 * another section lands here, an empty section included.
 */
export function SectionLessons({
  section,
  busy,
  canMove,
  onMove,
  onEdit,
  onDelete,
}: {
  section: OutlineSection;
  busy: boolean;
  /** Whether the lesson can go that way (to the section before or after at its ends). */
  canMove: (lessonId: string, direction: Direction) => boolean;
  onMove: (lessonId: string, direction: Direction) => void;
  onEdit: (lesson: OutlineLesson) => void;
  onDelete: (lesson: OutlineLesson) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: listId(section._id),
    data: { type: 'list', sectionId: section._id },
  });
  const ids = section.lessons.map((lesson) => lesson._id);
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ol ref={setNodeRef} className={styles.lessons} data-over={isOver || undefined}>
        {section.lessons.map((lesson) => (
          <SortableItem
            key={lesson._id}
            id={lesson._id}
            data={{ type: 'lesson', sectionId: section._id }}
            className={styles.lesson}
            label={lesson.title}
          >
            {(handle) => (
              <LessonRow
                lesson={lesson}
                handle={handle}
                busy={busy}
                onMoveUp={canMove(lesson._id, 'up') ? () => onMove(lesson._id, 'up') : undefined}
                onMoveDown={
                  canMove(lesson._id, 'down') ? () => onMove(lesson._id, 'down') : undefined
                }
                onEdit={() => onEdit(lesson)}
                onDelete={() => onDelete(lesson)}
              />
            )}
          </SortableItem>
        ))}
        {section.lessons.length === 0 && <li className={styles.noLessons}>{texts.emptySection}</li>}
      </ol>
    </SortableContext>
  );
}

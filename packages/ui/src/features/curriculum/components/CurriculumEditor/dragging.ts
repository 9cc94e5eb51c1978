import type { CourseOutline } from '@edugate/api-client';
import {
  closestCenter,
  pointerWithin,
  type Active,
  type CollisionDetection,
  type DroppableContainer,
  type Over,
} from '@dnd-kit/core';
import { findLesson, type LessonPlace } from './placement';

/** What each draggable and droppable of the editor is: one DndContext holds them all. */
export type DragData =
  { type: 'section' } | { type: 'lesson'; sectionId: string } | { type: 'list'; sectionId: string };

/** A section's list of lessons as a drop target: what takes a lesson into an empty section. */
export const listId = (sectionId: string) => `list:${sectionId}`;

const dataOf = (item: Pick<Active, 'data'> | Pick<DroppableContainer, 'data'>) =>
  item.data.current as DragData | undefined;

/** The section a lesson or a list is of. */
const sectionOf = (item: Pick<DroppableContainer, 'data'>) => {
  const data = dataOf(item);
  return data && data.type !== 'section' ? data.sectionId : undefined;
};

const ofType = (containers: DroppableContainer[], type: DragData['type']) =>
  containers.filter((container) => dataOf(container)?.type === type);

/**
 * A section is dropped among sections. A lesson is dropped among the lessons of the section the
 * pointer is in (or on its list when it has none); between sections, on the closest lesson or
 * empty list.
 */
export const collisions: CollisionDetection = (args) => {
  const all = args.droppableContainers;
  if (dataOf(args.active)?.type === 'section') {
    return closestCenter({ ...args, droppableContainers: ofType(all, 'section') });
  }
  const lists = ofType(all, 'list');
  const lessons = ofType(all, 'lesson');
  const [within] = pointerWithin({ ...args, droppableContainers: lists });
  const inList = lists.find((list) => list.id === within?.id);
  const sectionId = inList ? sectionOf(inList) : undefined;
  const lessonsIn = (id: string | undefined) =>
    lessons.filter((lesson) => sectionOf(lesson) === id);
  const emptyLists = lists.filter((list) => lessonsIn(sectionOf(list)).length === 0);
  const candidates = sectionId ? lessonsIn(sectionId) : [...lessons, ...emptyLists];
  if (inList && candidates.length === 0) return [{ id: inList.id }];
  return closestCenter({ ...args, droppableContainers: candidates });
};

/** The centre's height of a rectangle. */
const middle = (rect: { top: number; height: number }) => rect.top + rect.height / 2;

/**
 * Where a dragged lesson goes when dropped on `over`: in its own section, the place of the lesson
 * it is over; in another, before that lesson or after it (the dragged one's centre below its
 * centre), or last when it is over the list itself.
 */
export function dropPlace(
  outline: CourseOutline,
  active: Pick<Active, 'id' | 'rect'>,
  over: Pick<Over, 'id' | 'data' | 'rect'> | null,
): LessonPlace | undefined {
  const from = findLesson(outline, String(active.id));
  const target = over ? dataOf(over) : undefined;
  if (!from || !over || !target || target.type === 'section') return undefined;
  const section = outline.sections.find((candidate) => candidate._id === target.sectionId);
  if (!section) return undefined;
  const same = section._id === from.section._id;
  if (target.type === 'list') {
    return same ? from : { section, index: section.lessons.length };
  }
  const index = section.lessons.findIndex((lesson) => lesson._id === String(over.id));
  if (index < 0) return undefined;
  if (same) return { section, index };
  const dragged = active.rect.current.translated;
  const below = dragged ? middle(dragged) > middle(over.rect) : false;
  return { section, index: below ? index + 1 : index };
}

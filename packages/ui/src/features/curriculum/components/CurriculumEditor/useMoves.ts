import { errorMessage, type CourseOutline } from '@edugate/api-client';
import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../../components/Toast';
import { useReorder, type OrderVariables } from '../../api/mutations';
import { curriculumTexts as texts } from '../../texts';
import { lessonMove, type LessonPlace } from './placement';

export type Direction = 'up' | 'down';

/** The attributes that find an item's Move button again after it moved (and re-rendered). */
export const moveButtonData = (itemId: string, direction: Direction) => ({
  'data-move': direction,
  'data-item': itemId,
});

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

/**
 * The editor's moves: one at a time (a second press before the first is stored would be sent
 * against the order it replaces), each stored, announced and toasted; a move made with a Move
 * button keeps the keyboard on that item's Move buttons, which are disabled while it saves and
 * may have moved to another section.
 */
export function useMoves(courseId: string, outline: CourseOutline, onStale: () => void) {
  const { toast } = useToast();
  const reorder = useReorder();
  const moving = useRef(false);
  const container = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Set when a move made with a button is settled; taken by the render after it (the one that
  // enables the buttons again, with the new order).
  const focusAfter = useRef<{ itemId: string; direction: Direction } | null>(null);

  useEffect(() => {
    const focus = focusAfter.current;
    if (!focus || reorder.isPending) return;
    const find = (direction: Direction) =>
      container.current?.querySelector<HTMLButtonElement>(
        `button[data-move="${direction}"][data-item="${focus.itemId}"]`,
      );
    const same = find(focus.direction);
    const other = find(focus.direction === 'up' ? 'down' : 'up');
    (same && !same.disabled ? same : (other ?? same))?.focus();
    focusAfter.current = null;
  }, [reorder.isPending, outline]);

  const save = (
    variables: Omit<OrderVariables, 'courseId'>,
    said: string,
    focus?: { itemId: string; direction: Direction },
  ) => {
    if (moving.current) return;
    moving.current = true;
    reorder.mutate(
      { courseId, ...variables },
      {
        onSuccess: () => {
          setAnnouncement(said);
          toast({ title: texts.orderSaved, tone: 'success' });
        },
        onError: (error) => {
          toast({ title: errorMessage(error, texts.saveFailed), tone: 'error' });
          onStale();
        },
        onSettled: () => {
          moving.current = false;
          focusAfter.current = focus ?? null;
        },
      },
    );
  };

  /** The section at `from` to `to`. */
  const moveSection = (from: number, to: number, direction?: Direction) => {
    const section = outline.sections[from];
    if (!section || to < 0 || to >= outline.sections.length || from === to) return;
    const previousOrder = ids(outline.sections);
    const order = arrayMove(previousOrder, from, to);
    const place = texts.place(to + 1, order.length);
    save(
      { order, previousOrder },
      texts.moved(texts.item.section, section.title, place),
      direction && { itemId: section._id, direction },
    );
  };

  /** A lesson to `to`, in its section or another. */
  const moveLesson = (lessonId: string, to: LessonPlace | undefined, direction?: Direction) => {
    const request = to && lessonMove(outline, lessonId, to);
    const lesson = outline.sections
      .flatMap((section) => section.lessons)
      .find((candidate) => candidate._id === lessonId);
    if (!request || !lesson) return;
    const { sectionId, order, previousOrder, position, count } = request;
    const place = texts.place(position, count, to.section.title);
    save(
      { sectionId, order, previousOrder },
      texts.moved(texts.item.lesson, lesson.title, place),
      direction && { itemId: lessonId, direction },
    );
  };

  return { busy: reorder.isPending, announcement, container, moveSection, moveLesson };
}

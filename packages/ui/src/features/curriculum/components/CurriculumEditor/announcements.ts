import type { CourseOutline } from '@edugate/api-client';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { curriculumTexts as texts } from '../../texts';
import { dropPlace } from './dragging';
import { findLesson, type LessonPlace } from './placement';

type Said = { item: string; title: string; place: string };

/** A lesson at `place`: the place as said, counting the lesson itself when it comes in. */
function lessonPlace(outline: CourseOutline, lessonId: string, place: LessonPlace): string {
  const from = findLesson(outline, lessonId);
  const arriving = from?.section._id !== place.section._id;
  const count = place.section.lessons.length + (arriving ? 1 : 0);
  return texts.place(place.index + 1, count, place.section.title);
}

/** What is dragged and where it is now: by `over`, or where it was when `over` says nothing. */
function describe(outline: CourseOutline, active: Active, over: Over | null): Said | undefined {
  const id = String(active.id);
  const sectionIndex = outline.sections.findIndex((section) => section._id === id);
  const section = outline.sections[sectionIndex];
  if (section) {
    const overIndex = over ? outline.sections.findIndex((s) => s._id === String(over.id)) : -1;
    const index = overIndex >= 0 ? overIndex : sectionIndex;
    const place = texts.place(index + 1, outline.sections.length);
    return { item: texts.item.section, title: section.title, place };
  }
  const from = findLesson(outline, id);
  if (!from) return undefined;
  const to = dropPlace(outline, active, over) ?? from;
  const title = from.section.lessons[from.index]?.title ?? '';
  return { item: texts.item.lesson, title, place: lessonPlace(outline, id, to) };
}

/**
 * dnd-kit's live region names lessons and sections by their titles and says where they are,
 * never their ids (its default): 'Picked up lesson Why TypeScript?, position 1 of 3 in Getting
 * started.'
 */
export function dragAnnouncements(outline: CourseOutline): Announcements {
  const say = (active: Active, over: Over | null, text: (said: Said) => string) => {
    const said = describe(outline, active, over);
    return said ? text(said) : undefined;
  };
  // A place is said once: not again while the pointer stays over it (nor, at the start, over the
  // dragged item itself, which would replace 'Picked up' at once).
  let lastPlace: string | undefined;
  return {
    onDragStart: ({ active }) =>
      say(active, null, ({ item, title, place }) => {
        lastPlace = place;
        return texts.pickedUp(item, title, place);
      }),
    onDragOver: ({ active, over }) =>
      say(active, over, ({ item, title, place }) => {
        if (!over || place === lastPlace) return '';
        lastPlace = place;
        return texts.over(item, title, place);
      }) || undefined,
    onDragEnd: ({ active, over }) =>
      say(active, over, ({ item, title, place }) => texts.dropped(item, title, place)),
    onDragCancel: ({ active }) =>
      say(active, null, ({ item, title }) => texts.dragCancelled(item, title)),
  };
}

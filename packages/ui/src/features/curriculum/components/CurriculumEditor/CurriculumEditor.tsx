import {
  errorMessage,
  type CourseOutline,
  type OutlineLesson,
  type OutlineSection,
} from '@edugate/api-client';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { visuallyHidden } from '../../../../theme/utilities.css';
import {
  useDeleteLesson,
  useDeleteSection,
  useRenameSection,
  useReorder,
} from '../../api/mutations';
import { useLesson } from '../../api/queries';
import { durationText, lessonCountText } from '../../format';
import { curriculumTexts as texts } from '../../texts';
import { LessonDialog } from '../LessonDialog';
import { LessonKindIcon } from '../LessonKindIcon';
import * as styles from './CurriculumEditor.css';

export interface CurriculumEditorProps {
  courseId: string;
  outline: CourseOutline;
  /** Reloads the outline (after a stale order: another tab changed it). */
  onStale: () => void;
}

type Dialog =
  | { kind: 'addLesson'; sectionId: string }
  | { kind: 'editLesson'; sectionId: string; lessonId: string }
  | { kind: 'deleteLesson'; lesson: OutlineLesson }
  | { kind: 'deleteSection'; section: OutlineSection };

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

/**
 * The author's curriculum (SPEC-BEYOND.md section 5): sections, each with its lessons; rename and
 * delete a section; add, edit and delete lessons; the order changed by dragging a handle or, from
 * the keyboard, with 'Move up' and 'Move down', each move announced. Every write answers with the
 * outline as it is now; a move made against an order another tab changed is refused (409) and
 * the outline reloads.
 */
export function CurriculumEditor({ courseId, outline, onStale }: CurriculumEditorProps) {
  const { toast } = useToast();
  const reorder = useReorder();
  const [dialog, setDialog] = useState<Dialog | null>(null);
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

/** A sortable list item; its handle (pointer only: the keyboard has Move up and Move down). */
function SortableItem({
  id,
  className,
  label,
  children,
}: {
  id: string;
  className: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <span
      ref={setActivatorNodeRef}
      className={styles.handle}
      title={texts.dragHandle(label)}
      aria-hidden="true"
      {...listeners}
    >
      <GripVertical size={18} />
    </span>
  );
  return (
    <li
      ref={setNodeRef}
      className={className}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}

function MoveButtons({
  title,
  busy,
  onMoveUp,
  onMoveDown,
}: {
  title: string;
  busy: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={!onMoveUp || busy}
        onClick={onMoveUp}
        icon={<ArrowUp size={16} aria-hidden="true" />}
        aria-label={`${texts.moveUp}: ${title}`}
      />
      <Button
        variant="ghost"
        size="sm"
        disabled={!onMoveDown || busy}
        onClick={onMoveDown}
        icon={<ArrowDown size={16} aria-hidden="true" />}
        aria-label={`${texts.moveDown}: ${title}`}
      />
    </>
  );
}

function SectionHeader({
  courseId,
  section,
  handle,
  busy,
  onMoveUp,
  onMoveDown,
  onDelete,
}: {
  courseId: string;
  section: OutlineSection;
  handle: ReactNode;
  busy: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onDelete: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameSection();
  const renameForm = useRef<HTMLFormElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // Focus follows the task: into the box when renaming starts, back to Rename when it ends.
  useEffect(() => {
    if (renaming) renameForm.current?.querySelector('input')?.focus();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const { toast } = useToast();
  const minutes = section.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('title') ?? '').trim();
    if (!title) return;
    rename.mutate(
      { courseId, sectionId: section._id, title },
      {
        onSuccess: () => {
          toast({ title: texts.sectionUpdated, tone: 'success' });
          setRenaming(false);
        },
        onError: (error) => toast({ title: errorMessage(error, texts.saveFailed), tone: 'error' }),
      },
    );
  };

  if (renaming) {
    return (
      <form ref={renameForm} className={styles.renameForm} onSubmit={submit}>
        <div className={styles.grow}>
          <TextField
            label={texts.sectionTitle}
            name="title"
            defaultValue={section.title}
            maxLength={120}
            required
          />
        </div>
        <Button type="submit" size="sm" loading={rename.isPending}>
          {texts.renameSection}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
          {texts.cancel}
        </Button>
      </form>
    );
  }
  return (
    <div className={styles.sectionHeader}>
      {handle}
      <h2 className={styles.sectionTitle}>{section.title}</h2>
      <span className={styles.meta}>
        {lessonCountText(section.lessons.length)} · {durationText(minutes)}
      </span>
      <div className={styles.actions}>
        <MoveButtons
          title={section.title}
          busy={busy}
          onMoveUp={onMoveUp}
          onMoveDown={onMoveDown}
        />
        <Button
          ref={renameButton}
          variant="ghost"
          size="sm"
          icon={<Pencil size={16} aria-hidden="true" />}
          aria-label={`${texts.renameSection}: ${section.title}`}
          onClick={() => setRenaming(true)}
        />
        <Button
          variant="danger-quiet"
          size="sm"
          icon={<Trash2 size={16} aria-hidden="true" />}
          aria-label={`${texts.deleteSection}: ${section.title}`}
          onClick={onDelete}
        />
      </div>
    </div>
  );
}

function LessonRow({
  lesson,
  handle,
  busy,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: {
  lesson: OutlineLesson;
  handle: ReactNode;
  busy: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {handle}
      <span className={styles.kind}>
        <LessonKindIcon kind={lesson.kind} />
      </span>
      <span className={styles.lessonTitle}>{lesson.title}</span>
      <span className={styles.meta}>
        {lesson.preview && <span className={styles.preview}>{texts.preview}</span>}
        {durationText(lesson.minutes)}
      </span>
      <div className={styles.actions}>
        <MoveButtons title={lesson.title} busy={busy} onMoveUp={onMoveUp} onMoveDown={onMoveDown} />
        <Button
          variant="ghost"
          size="sm"
          icon={<Pencil size={16} aria-hidden="true" />}
          aria-label={`${texts.editLesson}: ${lesson.title}`}
          onClick={onEdit}
        />
        <Button
          variant="danger-quiet"
          size="sm"
          icon={<Trash2 size={16} aria-hidden="true" />}
          aria-label={`${texts.deleteLesson}: ${lesson.title}`}
          onClick={onDelete}
        />
      </div>
    </>
  );
}

/** Editing a lesson starts from its stored content (its Markdown and answers, for its author). */
function EditLessonDialog({
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

function DeleteConfirmations({
  courseId,
  dialog,
  onClose,
}: {
  courseId: string;
  dialog: Dialog | null;
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

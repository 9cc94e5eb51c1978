import { type OutlineLesson } from '@edugate/api-client';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { durationText } from '../../format';
import { curriculumTexts as texts } from '../../texts';
import { LessonKindIcon } from '../LessonKindIcon';
import * as styles from './CurriculumEditor.css';
import { MoveButtons } from './MoveButtons';

export function LessonRow({
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
        <MoveButtons
          itemId={lesson._id}
          title={lesson.title}
          busy={busy}
          onMoveUp={onMoveUp}
          onMoveDown={onMoveDown}
        />
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

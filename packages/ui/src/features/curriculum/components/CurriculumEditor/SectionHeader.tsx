import { errorMessage, type OutlineSection } from '@edugate/api-client';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { useRenameSection } from '../../api/mutations';
import { durationText, lessonCountText } from '../../format';
import { useSectionTitle } from '../../sectionTitle';
import { curriculumTexts as texts } from '../../texts';
import * as styles from './CurriculumEditor.css';
import { MoveButtons } from './MoveButtons';

export function SectionHeader({
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
  const titleBox = useSectionTitle();
  const minutes = section.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    titleBox.submit(event, (title, onSettled) =>
      rename.mutate(
        { courseId, sectionId: section._id, title },
        {
          onSuccess: () => {
            toast({ title: texts.sectionUpdated, tone: 'success' });
            setRenaming(false);
          },
          onError: (error) =>
            toast({ title: errorMessage(error, texts.saveFailed), tone: 'error' }),
          onSettled,
        },
      ),
    );

  if (renaming) {
    return (
      <form ref={renameForm} className={styles.renameForm} onSubmit={submit}>
        <div className={styles.grow}>
          <TextField
            label={texts.sectionTitle}
            name="title"
            defaultValue={section.title}
            required
            error={titleBox.error}
            onChange={titleBox.onChange}
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
          itemId={section._id}
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

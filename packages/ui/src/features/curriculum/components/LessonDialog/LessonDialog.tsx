import { errorMessage, type Lesson, type LessonInput } from '@edugate/api-client';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { FormDialog, formDialogPair } from '../../../../components/FormDialog';
import { Select } from '../../../../components/Select';
import { TextAreaField, TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { useSaveLesson } from '../../api/mutations';
import {
  emptyLessonForm,
  emptyQuestion,
  lessonFormSchema,
  lessonFormValues,
  type LessonFormValues,
} from '../../lessonSchema';
import { curriculumTexts as texts } from '../../texts';
import { ArticleField } from './ArticleField';
import * as styles from './LessonDialog.css';

const kindOptions = [
  { value: 'article', label: texts.kind.article },
  { value: 'video', label: texts.kind.video },
  { value: 'quiz', label: texts.kind.quiz },
];

const fieldOrder = [
  'title',
  'kind',
  'minutes',
  'body',
  'videoUrl',
  'captionsUrl',
  'passMark',
] as const;

type LessonForm = UseFormReturn<LessonFormValues, unknown, LessonInput>;

export interface LessonDialogProps {
  courseId: string;
  /** Where a new lesson goes. */
  sectionId: string;
  /** Given (read as its author, with its Markdown and answers), the dialog edits this lesson. */
  lesson?: Lesson;
  onClose: () => void;
}

/**
 * 'Add lesson' and 'Edit lesson' (docs/product.md, Learning): 'Lesson title', 'Lesson type'
 * (Article, Video or Quiz), 'Estimated minutes', 'Preview', then the kind's own fields: the
 * article's Markdown; the video's URL and captions; the quiz's pass mark and questions, each with
 * its options ('Add question', 'Add option') and the right one chosen by a radio.
 */
export function LessonDialog({ courseId, sectionId, lesson, onClose }: LessonDialogProps) {
  const save = useSaveLesson();
  const { toast } = useToast();
  const form: LessonForm = useZodForm(lessonFormSchema, {
    defaultValues: lesson ? lessonFormValues(lesson) : emptyLessonForm(),
  });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = async (input: LessonInput) => {
    setError(undefined);
    try {
      await save.mutateAsync({ courseId, sectionId, lessonId: lesson?._id, input });
    } catch (failure) {
      const text = errorMessage(failure, texts.saveFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: texts.lessonSaved, tone: 'success' });
    onClose();
  };

  return (
    <FormDialog
      title={lesson ? texts.editLesson : texts.addLesson}
      submitLabel={texts.save}
      busyLabel={texts.saving}
      busy={isSubmitting}
      error={error}
      onClose={onClose}
    >
      {(formId) => (
        <Form id={formId} form={form} onSubmit={submit} fieldOrder={fieldOrder}>
          <TextField
            label={texts.lessonTitle}
            required
            maxLength={120}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <div className={formDialogPair}>
            <Select
              label={texts.lessonType}
              options={kindOptions}
              required
              error={errors.kind?.message}
              {...form.register('kind')}
            />
            <TextField
              label={texts.estimatedMinutes}
              inputMode="numeric"
              required
              error={errors.minutes?.message}
              {...form.register('minutes')}
            />
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('preview')} />
            <span>
              {texts.previewLabel}
              <span className={styles.hint}>{texts.previewHint}</span>
            </span>
          </label>
          {kind === 'article' && (
            <ArticleField courseId={courseId} form={form} error={errors.body?.message} />
          )}
          {kind === 'video' && (
            <>
              <TextField
                label={texts.videoUrl}
                hint={texts.videoUrlHint}
                required
                error={errors.videoUrl?.message}
                {...form.register('videoUrl')}
              />
              <TextField
                label={texts.captionsUrl}
                hint={texts.captionsUrlHint}
                error={errors.captionsUrl?.message}
                {...form.register('captionsUrl')}
              />
            </>
          )}
          {kind === 'quiz' && <QuizFields form={form} />}
        </Form>
      )}
    </FormDialog>
  );
}

function QuizFields({ form }: { form: LessonForm }) {
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={texts.passMark}
        inputMode="numeric"
        required
        error={errors.passMark?.message}
        {...form.register('passMark')}
      />
      {errors.questions?.message && <p className={styles.error}>{errors.questions.message}</p>}
      <ol className={styles.questions}>
        {questions.fields.map((field, index) => (
          <li key={field.id}>
            <QuestionFields
              form={form}
              control={form.control}
              index={index}
              onRemove={questions.fields.length > 1 ? () => questions.remove(index) : undefined}
            />
          </li>
        ))}
      </ol>
      {questions.fields.length < 20 && (
        <Button
          variant="outline"
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={() => questions.append(emptyQuestion())}
        >
          {texts.addQuestion}
        </Button>
      )}
    </>
  );
}

function QuestionFields({
  form,
  control,
  index,
  onRemove,
}: {
  form: LessonForm;
  control: Control<LessonFormValues, unknown, LessonInput>;
  index: number;
  onRemove?: () => void;
}) {
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const errors = form.formState.errors.questions?.[index];
  const number = index + 1;
  return (
    <fieldset className={styles.question}>
      <legend className={styles.legend}>{texts.question(number)}</legend>
      <TextAreaField
        label={texts.question(number)}
        rows={2}
        required
        error={errors?.prompt?.message}
        {...form.register(`questions.${index}.prompt`)}
      />
      <fieldset
        className={styles.options}
        aria-describedby={errors?.answer ? `q${number}-answer-error` : undefined}
      >
        <legend className={styles.optionsLegend}>{texts.rightOptionLegend(number)}</legend>
        {options.fields.map((option, optionIndex) => (
          <div key={option.id} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              value={String(optionIndex)}
              aria-label={texts.rightOption(optionIndex + 1)}
              {...form.register(`questions.${index}.answer`)}
            />
            <div className={styles.optionText}>
              <TextField
                label={texts.option(optionIndex + 1)}
                required
                error={errors?.options?.[optionIndex]?.text?.message}
                {...form.register(`questions.${index}.options.${optionIndex}.text`)}
              />
            </div>
            {options.fields.length > 2 && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${texts.removeOption(optionIndex + 1)} (${texts.question(number)})`}
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => options.remove(optionIndex)}
              />
            )}
          </div>
        ))}
        {errors?.answer?.message && (
          <p id={`q${number}-answer-error`} className={styles.error}>
            {errors.answer.message}
          </p>
        )}
      </fieldset>
      <div className={styles.questionActions}>
        {options.fields.length < 6 && (
          <Button
            variant="outline"
            size="sm"
            icon={<Plus size={16} aria-hidden="true" />}
            aria-label={`${texts.addOption} (${texts.question(number)})`}
            onClick={() => options.append({ text: '' })}
          >
            {texts.addOption}
          </Button>
        )}
        {onRemove && (
          <Button
            variant="danger-quiet"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={onRemove}
          >
            {texts.removeQuestion(number)}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

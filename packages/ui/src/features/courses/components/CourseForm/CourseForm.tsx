import { SKILL_LIMITS, type CourseInput } from '@edugate/api-client';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { Select } from '../../../../components/Select';
import { Stack } from '../../../../components/Stack';
import { TextAreaField, TextField } from '../../../../components/TextField';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { courseSchema, emptyCourseForm, type CourseFormValues } from '../../courseSchema';
import { courseTexts } from '../../texts';
import { categoryOptions } from '../../categories';
import * as styles from './CourseForm.css';
import { OutcomesField } from './OutcomesField';
import { SkillsController, skillsFieldTexts } from '../../../../components/SkillsField';

export interface CourseFormHelpers {
  /** Empties every field (Add Course after a successful save). */
  reset: () => void;
}

export interface CourseFormProps {
  /** Prefilled values (Edit Course); empty by default. */
  defaultValues?: CourseFormValues;
  /** Runs while the submit button shows `busyLabel`; the screen shows toasts and navigates. */
  onSubmit: (input: CourseInput, helpers: CourseFormHelpers) => Promise<void> | void;
  submitLabel: string;
  busyLabel: string;
  /** A failed save's text, shown as the form's message (e.g. 'Failed to add course.'). */
  error?: string;
  /** E.g. a Cancel link back to the course. */
  cancel?: ReactNode;
}

const fieldOrder = [
  'title',
  'description',
  'outcomes',
  'skills',
  'imageUrl',
  'duration',
  'category',
  'totalSeats',
] as const;

/**
 * The add and edit form (docs/product.md, Screens and routes and Rules: with a Category select, and up to six
 * outcomes for course detail's 'What You'll Learn', none required). A missing
 * field is marked invalid and the form says 'All fields are required.' once, above the fields;
 * a malformed image URL says so beside that field.
 */
export function CourseForm({
  defaultValues = emptyCourseForm,
  onSubmit,
  submitLabel,
  busyLabel,
  error,
  cancel,
}: CourseFormProps) {
  const form = useZodForm(courseSchema, { defaultValues });
  const { errors, isSubmitting } = form.formState;
  const missing = fieldOrder.some(
    (name) => errors[name]?.message === courseTexts.allFieldsRequired,
  );
  // A field's own message, unless it is the shared one the form already shows.
  const fieldError = (name: Exclude<(typeof fieldOrder)[number], 'outcomes' | 'skills'>) => {
    const message = errors[name]?.message;
    return message === courseTexts.allFieldsRequired ? undefined : message;
  };
  const invalid = (name: Exclude<(typeof fieldOrder)[number], 'outcomes' | 'skills'>) =>
    errors[name] ? true : undefined;
  const message = missing ? courseTexts.allFieldsRequired : error;

  return (
    <Form
      form={form}
      fieldOrder={fieldOrder}
      onSubmit={(input) => onSubmit(input, { reset: () => form.reset({ ...emptyCourseForm }) })}
    >
      <Stack gap="lg">
        {message ? (
          <p className={styles.formError} data-testid="course-form-message">
            {message}
          </p>
        ) : null}
        <TextField
          label="Course Title"
          required
          aria-invalid={invalid('title')}
          error={fieldError('title')}
          {...form.register('title')}
        />
        <TextAreaField
          label="Short Description"
          required
          rows={4}
          aria-invalid={invalid('description')}
          error={fieldError('description')}
          {...form.register('description')}
        />
        <OutcomesField form={form} />
        <SkillsController
          control={form.control}
          name="skills"
          label={skillsFieldTexts.taught}
          hint={courseTexts.skillsHint}
          max={SKILL_LIMITS.perCourse}
        />
        <TextField
          label="Image URL"
          type="url"
          inputMode="url"
          required
          aria-invalid={invalid('imageUrl')}
          error={fieldError('imageUrl')}
          {...form.register('imageUrl')}
        />
        <TextField
          label="Duration"
          hint="e.g. 6 weeks, 10 hours"
          required
          aria-invalid={invalid('duration')}
          error={fieldError('duration')}
          {...form.register('duration')}
        />
        <Select
          label="Category"
          placeholder="Choose a category"
          options={categoryOptions}
          required
          aria-invalid={invalid('category')}
          error={fieldError('category')}
          {...form.register('category')}
        />
        <TextField
          label="Seats"
          hint="1 to 500"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          step={1}
          required
          aria-invalid={invalid('totalSeats')}
          error={fieldError('totalSeats')}
          {...form.register('totalSeats')}
        />
        <div className={styles.actions}>
          {cancel}
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

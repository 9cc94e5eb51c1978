import type { CourseInput } from '@edugate/api-client';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/TextField';
import { MAX_OUTCOMES, type CourseFormValues } from '../../courseSchema';
import { courseTexts } from '../../texts';
import * as styles from './CourseForm.css';

export interface OutcomesFieldProps {
  form: UseFormReturn<CourseFormValues, unknown, CourseInput>;
}

/**
 * 'What learners will learn': one text field per outcome, numbered, each with its Remove button,
 * and 'Add an outcome' while there are fewer than six. Adding focuses the new line; removing moves
 * focus to the line that takes its place (else the one before, else Add), so a keyboard or screen
 * reader user is never left on a button that has gone.
 */
export function OutcomesField({ form }: OutcomesFieldProps) {
  const outcomes = useFieldArray({ control: form.control, name: 'outcomes' });
  const errors = form.formState.errors.outcomes;
  const legendId = useId();
  const hintId = `${legendId}-hint`;
  const addRef = useRef<HTMLButtonElement>(null);
  const count = outcomes.fields.length;

  // Where focus goes once a removal has rendered: the line now at that place, or Add. An effect
  // rather than an animation frame, which a hidden or background page may never run.
  const focusAfterRemove = useRef<number | 'add' | null>(null);
  const { fields } = outcomes;
  const { setFocus } = form;
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    if (target === 'add') addRef.current?.focus();
    else setFocus(`outcomes.${target}.text`);
  }, [fields, setFocus]);

  const remove = (index: number) => {
    const next = Math.min(index, count - 2);
    focusAfterRemove.current = next >= 0 ? next : 'add';
    outcomes.remove(index);
  };

  return (
    <fieldset className={styles.outcomes} aria-describedby={hintId}>
      <legend id={legendId} className={styles.outcomesLegend}>
        {courseTexts.outcomesLegend}
      </legend>
      <p id={hintId} className={styles.outcomesHint}>
        {courseTexts.outcomesHint}
      </p>
      {count > 0 ? (
        <ol className={styles.outcomeList}>
          {outcomes.fields.map((field, index) => (
            <li key={field.id} className={styles.outcome}>
              <div className={styles.outcomeText}>
                <TextField
                  label={courseTexts.outcome(index + 1)}
                  error={errors?.[index]?.text?.message}
                  {...form.register(`outcomes.${index}.text`)}
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={courseTexts.removeOutcome(index + 1)}
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {count < MAX_OUTCOMES ? (
        <div>
          <Button
            ref={addRef}
            variant="outline"
            size="sm"
            icon={<Plus size={16} aria-hidden="true" />}
            onClick={() => outcomes.append({ text: '' })}
          >
            {courseTexts.addOutcome}
          </Button>
        </div>
      ) : (
        <p className={styles.outcomesHint} role="status">
          {courseTexts.outcomesFull}
        </p>
      )}
    </fieldset>
  );
}

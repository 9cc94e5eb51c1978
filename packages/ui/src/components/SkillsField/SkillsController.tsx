import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SkillsPicker } from './SkillsPicker';

export interface SkillsControllerProps<
  Values extends FieldValues,
  Transformed extends FieldValues = Values,
> {
  /** The form's control; its schema may transform other fields (a job's requirements to lines). */
  control: Control<Values, unknown, Transformed>;
  /** The form's field holding the chosen names. */
  name: FieldPathByValue<Values, string[]>;
  label: string;
  hint: string;
  max: number;
}

/** The skills picker as a react-hook-form field: the course and job forms' skills. */
export function SkillsController<
  Values extends FieldValues,
  Transformed extends FieldValues = Values,
>({ control, name, label, hint, max }: SkillsControllerProps<Values, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SkillsPicker
          label={label}
          hint={hint}
          max={max}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A zod object schema whose input is a form's field values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The one way a form is built: react-hook-form validated by a zod schema. Validation runs on
 * submit (nobody is told off while still typing), then again on each change of a field that
 * failed, and the first invalid field takes focus.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}

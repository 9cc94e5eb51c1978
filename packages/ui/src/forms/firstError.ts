import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message of the first failing field, in the order the fields are listed (the form's reading
 * order), else the first message found. Used to announce one error per submit, not all of them.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[] = [],
): string | undefined {
  const messageOf = (name: string): string | undefined => {
    const entry = (errors as Record<string, { message?: unknown } | undefined>)[name];
    return typeof entry?.message === 'string' && entry.message !== '' ? entry.message : undefined;
  };
  for (const name of order) {
    const message = messageOf(name);
    if (message) return message;
  }
  for (const name of Object.keys(errors)) {
    const message = messageOf(name);
    if (message) return message;
  }
  return undefined;
}

import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * A field's message, or for a list of fields (an array field, e.g. a course's outcomes) the first
 * message of its entries, in their order.
 */
function messageIn(entry: unknown, depth = 0): string | undefined {
  if (typeof entry !== 'object' || entry === null || depth > 4) return undefined;
  const message = (entry as { message?: unknown }).message;
  if (typeof message === 'string' && message !== '') return message;
  const children = Array.isArray(entry) ? entry : Object.values(entry);
  for (const child of children) {
    // react-hook-form keeps the DOM element beside each message; it holds no message.
    if (child instanceof Object && 'nodeType' in child) continue;
    const found = messageIn(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The message of the first failing field, in the order the fields are listed (the form's reading
 * order), else the first message found. Used to announce one error per submit, not all of them.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[] = [],
): string | undefined {
  const messageOf = (name: string): string | undefined =>
    messageIn((errors as Record<string, unknown>)[name]);
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

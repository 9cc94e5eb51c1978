/**
 * For values the code has just made sure exist (a row `RETURNING` gave back, an index taken modulo
 * the length): says so once, and fails loudly if that reasoning was ever wrong.
 */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to be present`);
  return value;
}

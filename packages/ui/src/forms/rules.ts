import { z } from 'zod';

/** A simple e-mail shape (docs/product.md, Rules): something@something.something, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for an absolute http(s) URL, which is what the contract's HttpUrl accepts. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A text field that must not be blank; the value is trimmed. */
export const requiredText = (message: string, max?: number) => {
  const base = z.string().trim().min(1, message);
  return max === undefined ? base : base.max(max, `Please use at most ${max} characters.`);
};

/** A required http(s) URL, trimmed. */
export const requiredUrl = (requiredMessage: string, invalidMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .refine(isHttpUrl, invalidMessage)
    .pipe(z.string().max(2048, 'Please use a shorter URL.'));

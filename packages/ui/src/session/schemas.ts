import type { RegisterInput } from './SessionContext';
import { MAX_DISPLAY_NAME_LENGTH } from '@edugate/api-client';
import { z } from 'zod';
import { EMAIL_SHAPE, isHttpUrl } from '../forms/rules';
import { sessionTexts } from './texts';

/** Login (docs/product.md, Rules): an e-mail and a password, both required. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .regex(EMAIL_SHAPE, sessionTexts.invalidEmail),
  password: z.string().min(1, 'Please enter your password.'),
});

export type LoginFormValues = z.input<typeof loginSchema>;
export const emptyLoginForm = { email: '', password: '' } satisfies LoginFormValues;

interface RegisterFields {
  name: string;
  photoURL: string;
  email: string;
  password: string;
  confirmPassword: string;
}

interface RegisterRule {
  field: keyof RegisterFields;
  message: string;
  passes: (values: RegisterFields) => boolean;
}

/**
 * the registration of docs/product.md (Rules) rules, in the product's order (after the required name), then the
 * optional photo URL's shape. Only the first failing rule is reported.
 */
export const registerRules: readonly RegisterRule[] = [
  { field: 'name', message: 'Please enter your name.', passes: (v) => v.name.trim() !== '' },
  {
    field: 'name',
    message: sessionTexts.nameTooLong,
    passes: (v) => Array.from(v.name.trim()).length <= MAX_DISPLAY_NAME_LENGTH,
  },
  {
    field: 'email',
    message: sessionTexts.invalidEmail,
    passes: (v) => EMAIL_SHAPE.test(v.email.trim()),
  },
  {
    field: 'password',
    message: 'Password must be at least 8 characters long.',
    passes: (v) => v.password.length >= 8,
  },
  {
    field: 'password',
    message: 'Password must contain at least one uppercase letter.',
    passes: (v) => /[A-Z]/.test(v.password),
  },
  {
    field: 'password',
    message: 'Password must contain at least one lowercase letter.',
    passes: (v) => /[a-z]/.test(v.password),
  },
  {
    field: 'password',
    message: 'Password must contain at least one number.',
    passes: (v) => /\d/.test(v.password),
  },
  {
    field: 'password',
    message: 'Password must contain at least one special character.',
    passes: (v) => /[^A-Za-z0-9]/.test(v.password),
  },
  {
    field: 'password',
    message: 'Password cannot contain your email address.',
    passes: (v) => !v.password.toLowerCase().includes(v.email.trim().toLowerCase()),
  },
  {
    field: 'confirmPassword',
    message: 'Password and Confirm Password do not match.',
    passes: (v) => v.password === v.confirmPassword,
  },
  {
    field: 'photoURL',
    message:
      'Please enter a valid photo URL (starting with http:// or https://), or leave it empty.',
    passes: (v) => v.photoURL.trim() === '' || isHttpUrl(v.photoURL.trim()),
  },
];

export const registerSchema = z
  .object({
    name: z.string(),
    photoURL: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, context) => {
    const failed = registerRules.find((rule) => !rule.passes(values));
    if (failed) context.addIssue({ code: 'custom', path: [failed.field], message: failed.message });
  })
  .transform((values): RegisterInput => ({
    name: values.name.trim(),
    photoURL: values.photoURL.trim(),
    email: values.email.trim(),
    password: values.password,
  }));

export type RegisterFormValues = z.input<typeof registerSchema>;
export const emptyRegisterForm = {
  name: '',
  photoURL: '',
  email: '',
  password: '',
  confirmPassword: '',
} satisfies RegisterFormValues;

/** Forgot password: the address to send the reset link to (Login's e-mail rules). */
export const forgotPasswordSchema = loginSchema.pick({ email: true });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;
export const emptyForgotPasswordForm = { email: '' } satisfies ForgotPasswordFormValues;

/** The profile's name and photo: registration's rules for those two fields. */
export const profileSchema = z
  .object({ name: z.string(), photoURL: z.string() })
  .superRefine((values, context) => {
    const all = { ...values, email: 'a@b.co', password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' };
    const failed = registerRules.find(
      (rule) => (rule.field === 'name' || rule.field === 'photoURL') && !rule.passes(all),
    );
    if (failed) context.addIssue({ code: 'custom', path: [failed.field], message: failed.message });
  })
  .transform((values) => ({ name: values.name.trim(), photoURL: values.photoURL.trim() }));
export type ProfileFormValues = z.input<typeof profileSchema>;

/**
 * A new password: registration's password rules (the e-mail is the account's), then the
 * confirmation; the current password is only required.
 */
export function changePasswordSchema(email: string) {
  return z
    .object({
      currentPassword: z.string().min(1, 'Please enter your current password.'),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      const all = { ...values, name: 'x', photoURL: '', email };
      const failed = registerRules.find(
        (rule) =>
          (rule.field === 'password' || rule.field === 'confirmPassword') && !rule.passes(all),
      );
      if (failed)
        context.addIssue({ code: 'custom', path: [failed.field], message: failed.message });
    });
}
export type ChangePasswordFormValues = z.input<ReturnType<typeof changePasswordSchema>>;
export const emptyChangePasswordForm = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
} satisfies ChangePasswordFormValues;

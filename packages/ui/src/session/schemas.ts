import type { RegisterInput } from './SessionContext';
import { z } from 'zod';
import { EMAIL_SHAPE, isHttpUrl } from '../forms/rules';
import { sessionTexts } from './texts';

/** Login (SPEC.md section 5): an e-mail and a password, both required. */
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
 * SPEC.md section 5's registration rules, in SPEC's order (after the required name), then the
 * optional photo URL's shape. Only the first failing rule is reported.
 */
export const registerRules: readonly RegisterRule[] = [
  { field: 'name', message: 'Please enter your name.', passes: (v) => v.name.trim() !== '' },
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

export { useZodForm, type FormSchema } from './useZodForm';
export { Form, type FormProps } from './Form';
export { firstErrorMessage } from './firstError';
export type { MatchesContract } from './contract';
export { EMAIL_SHAPE, isHttpUrl, requiredText, requiredUrl } from './rules';

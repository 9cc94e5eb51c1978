export { TextField, TextAreaField, FieldFrame, describedBy } from './TextField';
export type { TextFieldProps, TextAreaFieldProps } from './TextField';

export { Spinner, FullPageSpinner } from './Spinner';
export type { SpinnerProps } from './Spinner';

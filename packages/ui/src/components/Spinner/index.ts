export { Spinner, FullPageSpinner, ScreenSpinner } from './Spinner';
export type { SpinnerProps } from './Spinner';

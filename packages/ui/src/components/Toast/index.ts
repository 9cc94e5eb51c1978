export { ToastProvider, useToast } from './Toast';
export type { ToastAction, ToastOptions, ToastTone } from './toastTypes';

export { ToastProvider, useToast } from './Toast';
export type { ToastOptions, ToastTone } from './Toast';

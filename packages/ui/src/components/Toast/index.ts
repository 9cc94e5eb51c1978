export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastOptions, ToastProps, ToastTone } from './Toast';

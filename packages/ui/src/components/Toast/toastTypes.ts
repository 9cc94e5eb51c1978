/** What a toast is made of: shared by the provider (Toast.tsx) and the region that draws it. */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes itself. */
  duration?: number;
  /** Hide the close button (the product's login toasts have none). */
  dismissible?: boolean;
  /** A link to what the toast is about ('View certificate'); following it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  href: string;
  /**
   * Follows the link inside the app: the toasts are drawn outside the router, so the screen that
   * raises one passes its own navigate(); without it the link loads the page.
   */
  onNavigate?: () => void;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

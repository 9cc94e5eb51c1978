import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes itself. */
  duration?: number;
  /** Hide the close button (SPEC's login toasts have none). */
  dismissible?: boolean;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

interface ToastApi {
  toast(options: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_DURATION = 3000;

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * How long a toast raised without a duration of its own stays (ms; 3 s). Stories and visual
   * tests pass Infinity, so a story that ends on a toast shows it in its last frame however slow
   * the machine; toasts with their own duration (SPEC's 1.5 s ones) keep it.
   */
  defaultDuration?: number;
  /**
   * Every toast raised stays until closed, even one with a duration of its own: for visual tests,
   * whose last frame must not depend on whether a 1.5 s toast had timed out on a busy machine.
   */
  hold?: boolean;
}

/** Holds the toasts raised with `useToast()` and shows them top right. */
export function ToastProvider({
  children,
  defaultDuration = DEFAULT_DURATION,
  hold = false,
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setItems((current) => [...current, { ...options, id, open: true }]);
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);

  const setOpen = (id: number, open: boolean) => {
    setItems((current) => (open ? current : current.filter((item) => item.id !== id)));
  };

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label="Notifications">
        {children}
        {items.map((item) => (
          <Toast
            key={item.id}
            title={item.title}
            description={item.description}
            tone={item.tone}
            duration={hold ? Infinity : (item.duration ?? defaultDuration)}
            dismissible={item.dismissible}
            open={item.open}
            onOpenChange={(open) => setOpen(item.id, open)}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export interface ToastProps extends ToastOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const toneIcons: Record<ToastTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  error: CircleAlert,
};

/**
 * One toast. Usually raised through `useToast()`; rendered directly in stories. Errors are
 * announced assertively (Radix `foreground`), successes and information politely (`background`).
 */
export function Toast({
  title,
  description,
  tone = 'info',
  duration,
  dismissible = true,
  open,
  onOpenChange,
}: ToastProps) {
  const Icon = toneIcons[tone];
  return (
    <RadixToast.Root
      className={styles.root({ tone })}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
      type={tone === 'error' ? 'foreground' : 'background'}
      data-tone={tone}
    >
      <span className={styles.icon({ tone })}>
        <Icon size={22} aria-hidden="true" />
      </span>
      <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
      {description ? (
        <RadixToast.Description className={styles.description}>
          {description}
        </RadixToast.Description>
      ) : null}
      {dismissible ? (
        <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
          <X size={18} aria-hidden="true" />
        </RadixToast.Close>
      ) : null}
    </RadixToast.Root>
  );
}

/** Raise a toast from anywhere under `<ToastProvider>`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

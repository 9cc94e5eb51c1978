import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import type { ToastItem, ToastOptions } from './toastTypes';

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
   * the machine; toasts with their own duration (the product's 1.5 s ones) keep it.
   */
  defaultDuration?: number;
  /**
   * Every toast raised stays until closed, even one with a duration of its own: for visual tests,
   * whose last frame must not depend on whether a 1.5 s toast had timed out on a busy machine.
   */
  hold?: boolean;
}

const loadRegion = () => import('./ToastRegion');
const ToastRegion = lazy(loadRegion);

/**
 * Holds the toasts raised with `useToast()` and shows them in the bottom corner. The region that
 * draws them (./ToastRegion.tsx, Radix Toast) is not part of the first download: it loads once
 * the page is idle, so the first toast still appears at once, and a toast raised before it has
 * arrived appears when it does.
 */
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

  useEffect(() => {
    const preload = () => void loadRegion().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  // Mounted from the first toast on, so its live region stays for the next ones.
  const [regionUsed, setRegionUsed] = useState(false);
  if (items.length > 0 && !regionUsed) setRegionUsed(true);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {regionUsed ? (
        <Suspense fallback={null}>
          <ToastRegion
            items={items}
            durationOf={(item) => (hold ? Infinity : (item.duration ?? defaultDuration))}
            onClosed={(id) => setItems((current) => current.filter((item) => item.id !== id))}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Raise a toast from anywhere under `<ToastProvider>`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

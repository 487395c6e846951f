import { TOAST_REMOVE_DELAY_MS } from '@rawi/proto';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './ToastContext';
import { Toaster } from './Toaster';
import { createToast, toastReducer, type ToastInput } from './toastState';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  // The toasts shown now, for 'dismiss all' (read when it is called, never while rendering).
  const toastsRef = useRef(toasts);
  useEffect(() => {
    toastsRef.current = toasts;
  }, [toasts]);
  const removalTimers = useRef(new Map<string, number>());

  // A closed toast stays in state (spec: removed after 1,000,000 ms) but is no longer shown.
  const scheduleRemoval = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    const timer = window.setTimeout(() => {
      removalTimers.current.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      const ids = id === undefined ? toastsRef.current.map((toast) => toast.id) : [id];
      ids.forEach(scheduleRemoval);
      dispatch({ type: 'dismiss', id });
    },
    [scheduleRemoval],
  );

  const toast = useCallback((input: ToastInput) => {
    const item = createToast(input);
    dispatch({ type: 'add', toast: item });
    return item.id;
  }, []);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

import { createContext, useContext } from 'react';
import type { ToastInput } from './toastState';

export interface ToastApi {
  /** Shows a toast, replacing the one showing; returns its id. */
  toast: (input: ToastInput) => string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastApi | undefined>(undefined);

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used within a ToastProvider');
  return value;
}

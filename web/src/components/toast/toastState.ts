import { TOAST_DURATION_MS, TOAST_LIMIT } from '@rawi/proto';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for failures, the default style for successes. */
  variant?: ToastVariant;
  /** How long it stays before closing itself; 5000 ms unless given. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export type ToastAction =
  { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id?: string } | { type: 'remove'; id: string };

let counter = 0;
export function createToast(input: ToastInput): ToastItem {
  counter += 1;
  return {
    id: `toast-${counter}`,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  };
}

/** One toast at a time: a new one replaces the one showing. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((toast) =>
        action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
      );
    case 'remove':
      return state.filter((toast) => toast.id !== action.id);
  }
}

import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { css } from 'styled-components';

/**
 * Room kept around a form control when the page scrolls to it: its label above and its message
 * under it stay in sight, below the fixed header (the page's `scroll-padding-top`).
 */
export const revealMargins = css`
  scroll-margin-top: 3rem;
  scroll-margin-bottom: 2.5rem;
`;

/**
 * After a submit that failed validation, the form's first invalid control (the first
 * `aria-invalid="true"` in document order) takes the focus and scrolls, only as far as needed,
 * to where it, its label and its message are visible below the header. Every field of a form
 * calls this; only the first invalid one acts.
 */
export function useRevealOnInvalidSubmit(ref: RefObject<HTMLElement | null>): void {
  const { submitCount, isSubmitting } = useFormikContext();
  const handled = useRef(submitCount);

  useEffect(() => {
    // Formik clears isSubmitting once validation has failed, with the errors already drawn.
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const control = ref.current;
    const form = control?.closest('form');
    if (!control || !form || form.querySelector('[aria-invalid="true"]') !== control) return;
    // Absent where nothing is laid out (jsdom).
    if (typeof control.scrollIntoView === 'function') control.scrollIntoView({ block: 'nearest' });
    control.focus({ preventScroll: true });
  }, [submitCount, isSubmitting, ref]);
}

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import type { ToastCard as Card } from './ToastCard';
import type { ToastItem } from './toastState';

// Most visitors never see a toast: the card's code loads with the first one, not with the page.
let loadedCard: typeof Card | undefined;

/** Loads the toast card's code once (the first toast does; tests may do it up front). */
export async function loadToastCard(): Promise<typeof Card> {
  loadedCard ??= (await import('./ToastCard')).ToastCard;
  return loadedCard;
}

/**
 * The top right corner (top left in Arabic), under the site's navigation bar: a toast follows an
 * action, and a form's action button sits at its bottom, where the visitor just pressed it (a
 * bottom corner put the contact form's sent toast over its Send button, the form being the
 * page's end column on a laptop and the whole width on a phone).
 */
const Region = styled.section`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(3)});
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(420px, calc(100vw - ${({ theme }) => theme.space(8)}));
  outline-offset: 4px;
`;

const List = styled.ol`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

interface ToasterProps {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
}

/** The notification region: always present, so screen readers hear new toasts; F8 focuses it. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const { t } = useLanguage();
  const regionRef = useRef<HTMLElement>(null);
  const shown = toasts.filter((toast) => toast.open);
  const [ToastCard, setToastCard] = useState(() => loadedCard);
  const waiting = shown.length > 0 && !ToastCard;

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void loadToastCard().then((card) => {
      if (current) setToastCard(() => card);
    });
    return () => {
      current = false;
    };
  }, [waiting]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} aria-label={t('toast.region')} tabIndex={-1}>
      <List aria-live="polite" aria-relevant="additions">
        {ToastCard && shown.map((toast) => <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />)}
      </List>
    </Region>
  );
}

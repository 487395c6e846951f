import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { ToastCard } from './ToastCard';
import type { ToastItem } from './toastState';

const Region = styled.section`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
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
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
      </List>
    </Region>
  );
}

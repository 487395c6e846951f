import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(3)}`};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.scrim};
`;

const Panel = styled.div<{ $size: 'sm' | 'md' | 'lg' }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => ({ sm: '440px', md: '560px', lg: '760px' })[$size]};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  padding-right: ${({ theme }) => theme.space(10)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** Buttons at the end of a dialog: the primary action last, so it sits at the reading end. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** Open dialogs, innermost last: only that one answers Escape and traps Tab. */
const openPanels: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), Escape and the close button close
 * it, focus returns to what opened it, the page behind does not scroll.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  children,
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose, without reopening the dialog's focus trap when a parent passes a new one.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(
      `[data-autofocus], ${FOCUSABLE.replace('button:not([disabled]), ', '')}`,
    );
    (first ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    if (panel) openPanels.push(panel);

    const onKeyDown = (event: KeyboardEvent) => {
      if (panel && openPanels.at(-1) !== panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const firstItem = focusable[0];
      const lastItem = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (panel) openPanels.splice(openPanels.indexOf(panel), 1);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        <Close type="button" aria-label={t('admin.common.close')} onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </Close>
        <Body>{children}</Body>
      </Panel>
    </Overlay>,
    document.body,
  );
}

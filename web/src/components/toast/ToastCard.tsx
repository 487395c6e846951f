import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import type { ToastItem } from './toastState';

/** A swipe of 50px to the right closes a toast. */
export const SWIPE_THRESHOLD_PX = 50;

/** Drops in from above (the region's top corner, either side). */
const enter = keyframes`
  from { opacity: 0; transform: translateY(-16px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Card = styled.li<{ $variant: ToastItem['variant'] }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(12)} ${theme.space(4)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  animation: ${enter} ${({ theme }) => theme.durations.base} ease-out;
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      --focus-ring: ${theme.colors.onState};
      border-color: ${theme.colors.danger};
      background: ${theme.colors.danger};
      color: ${theme.colors.onState};
    `}
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.92;
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  opacity: 0.8;
  &:hover {
    opacity: 1;
  }
`;

interface ToastCardProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
}

export function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const { t } = useLanguage();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(toast.duration);
  const swipeStart = useRef<number | null>(null);

  // Closes itself after its duration; hovering or focusing it pauses the clock.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    swipeStart.current = null;
    if (offset > SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
  };

  return (
    <Card
      $variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <Close type="button" aria-label={t('toast.close')} onClick={() => onDismiss(toast.id)}>
        <X size={16} aria-hidden="true" />
      </Close>
    </Card>
  );
}

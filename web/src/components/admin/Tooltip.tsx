import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../Button';
import { VisuallyHidden } from '../layout';
import { unavailableStyles } from './buttons';

/** Spec section 9: a tooltip opens after 700 ms of hovering. */
export const TOOLTIP_DELAY_MS = 700;

const Anchor = styled.span<{ $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  & > button {
    flex: 1;
    justify-content: ${({ $block }) => ($block ? 'flex-start' : 'center')};
  }
`;

/** Centred under the button by a symmetric flex row, so mirroring needs no offsets. */
const BubbleRow = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

const Bubble = styled.span`
  flex: none;
  width: max-content;
  max-width: 260px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: 1.5;
  text-align: center;
`;

const Unavailable = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 40px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${unavailableStyles}
`;

interface UnavailableButtonProps {
  label: string;
  /** Why it does nothing; shown as a tooltip and read by screen readers. */
  reason: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
  /** Fills the width of its column (a stack of tool buttons). */
  block?: boolean;
}

/**
 * A button for something the product does not offer yet: visibly disabled, still focusable,
 * and its tooltip says why, so it never looks like a control that silently fails.
 */
export function UnavailableButton({
  label,
  reason,
  icon,
  variant = 'outline',
  block = false,
}: UnavailableButtonProps) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <Anchor $block={block} onPointerEnter={() => show(TOOLTIP_DELAY_MS)} onPointerLeave={hide}>
      <Unavailable
        type="button"
        aria-disabled="true"
        aria-describedby={reasonId}
        $variant={variant}
        onFocus={() => show(0)}
        onBlur={hide}
        onClick={(event) => event.preventDefault()}
      >
        {icon}
        {label}
      </Unavailable>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      {open && (
        <BubbleRow aria-hidden="true">
          <Bubble>{reason}</Bubble>
        </BubbleRow>
      )}
    </Anchor>
  );
}

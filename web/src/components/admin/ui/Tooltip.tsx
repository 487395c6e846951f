import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../../Button';
import { VisuallyHidden } from '../../layout';
import { unavailableStyles } from './buttons';

/** A tooltip opens after 700 ms of hovering. */
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

/** A tooltip's state: opens after TOOLTIP_DELAY_MS of hovering, at once on keyboard focus. */
function useTooltip(reason: string) {
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
  const bubble = (
    <>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      {open && (
        <BubbleRow aria-hidden="true">
          <Bubble>{reason}</Bubble>
        </BubbleRow>
      )}
    </>
  );
  return {
    reasonId,
    bubble,
    anchor: { onPointerEnter: () => show(TOOLTIP_DELAY_MS), onPointerLeave: hide },
    focus: { onFocus: () => show(0), onBlur: hide },
  };
}

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
  const tooltip = useTooltip(reason);
  return (
    <Anchor $block={block} {...tooltip.anchor}>
      <Unavailable
        type="button"
        aria-disabled="true"
        aria-describedby={tooltip.reasonId}
        $variant={variant}
        {...tooltip.focus}
        onClick={(event) => event.preventDefault()}
      >
        {icon}
        {label}
      </Unavailable>
      {tooltip.bubble}
    </Anchor>
  );
}

const Quiet = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: help;
  border-radius: ${({ theme }) => theme.radii.sm};
  span {
    text-decoration: underline dotted;
    text-underline-offset: 3px;
  }
`;

/**
 * A header note where a save action is expected but this screen does not need one (each change
 * is saved where it is made): plain muted text with an info sign, never shaped like a button,
 * and its tooltip (on hover or keyboard focus) says where changes are saved.
 */
export function SaveNote({ label, reason, icon }: { label: string; reason: string; icon: ReactNode }) {
  const tooltip = useTooltip(reason);
  return (
    <Anchor $block={false} {...tooltip.anchor}>
      <Quiet tabIndex={0} role="note" aria-describedby={tooltip.reasonId} {...tooltip.focus}>
        {icon}
        <span>{label}</span>
      </Quiet>
      {tooltip.bubble}
    </Anchor>
  );
}

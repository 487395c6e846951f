import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useWaitingForView } from '../hooks/useWaitingForView';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

/**
 * The block rises into place; it is never transparent (as the hero's entrance), so a visitor
 * scrolling quickly, or a slow device still busy hydrating, never meets an empty band.
 */
const Wrapper = styled.div<{ $lowered: boolean }>`
  height: 100%;
  /* Only the rise is animated: a block is lowered at once, out of sight, while the page hydrates. */
  ${({ $lowered, theme }) =>
    $lowered
      ? css`
          transform: translateY(24px);
        `
      : css`
          transition: transform ${theme.durations.slow} ease-out;
        `}
`;

/**
 * A short rise as a block below the fold enters the viewport; none under reduced motion, and
 * none for what the first screen shows (drawn complete by the server).
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const waiting = useWaitingForView(ref, !reducedMotion);
  return (
    <Wrapper ref={ref} $lowered={waiting}>
      {children}
    </Wrapper>
  );
}

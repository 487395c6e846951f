import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useWaitingForView } from '../hooks/useWaitingForView';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

const Wrapper = styled.div<{ $hidden: boolean }>`
  height: 100%;
  transition:
    opacity ${({ theme }) => theme.durations.slow} ease-out,
    transform ${({ theme }) => theme.durations.slow} ease-out;
  ${({ $hidden }) =>
    $hidden &&
    css`
      opacity: 0;
      transform: translateY(16px);
    `}
`;

/**
 * A short fade and rise as a block below the fold enters the viewport; none under reduced
 * motion, and none for what the first screen shows (drawn complete by the server).
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const waiting = useWaitingForView(ref, !reducedMotion);
  return (
    <Wrapper ref={ref} $hidden={waiting}>
      {children}
    </Wrapper>
  );
}

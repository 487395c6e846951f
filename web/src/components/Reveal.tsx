import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useInView } from '../hooks/useInView';
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

/** A short fade and rise as a block enters the viewport; none under reduced motion. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(ref, !reducedMotion);
  return (
    <Wrapper ref={ref} $hidden={!inView}>
      {children}
    </Wrapper>
  );
}

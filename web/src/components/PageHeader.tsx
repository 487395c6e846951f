import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './layout';

const Band = styled.header`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  padding: ${({ theme }) => `${theme.space(14)} 0 ${theme.space(12)}`};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.dark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onDark};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 820px;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 4.5vw, ${({ theme }) => theme.fontSizes['4xl']});
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** Shown above the title: a back link, badges. */
  before?: ReactNode;
}

/** The dark band that opens the pages below the landing page. */
export function PageHeader({ title, intro, before }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <Inner>
          {before}
          <Title>{title}</Title>
          {intro && <Intro>{intro}</Intro>}
        </Inner>
      </Container>
    </Band>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  text?: string;
}

export function EmptyState({ icon, title, text }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon}
      <Title>{title}</Title>
      {text && <p>{text}</p>}
    </Wrapper>
  );
}

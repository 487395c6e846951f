import styled from 'styled-components';

const Header = styled.header`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space(12)};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  ${({ theme }) => theme.media.laptop} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Subtitle = styled.p<{ $onDark: boolean }>`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.textMuted)};
`;

interface SectionHeaderProps {
  id?: string;
  title: string;
  subtitle?: string;
  onDark?: boolean;
}

export function SectionHeader({ id, title, subtitle, onDark = false }: SectionHeaderProps) {
  return (
    <Header>
      <Title id={id}>{title}</Title>
      {subtitle && <Subtitle $onDark={onDark}>{subtitle}</Subtitle>}
    </Header>
  );
}

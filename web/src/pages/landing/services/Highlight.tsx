import { Languages, ServerOff, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin-bottom: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySoft};
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1fr 1.2fr;
    align-items: center;
    padding: ${({ theme }) => theme.space(12)};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The services highlight: why offline Arabic AI, in three features. */
export function Highlight() {
  const { t } = useLanguage();
  return (
    <Panel>
      <div>
        <Title>{t('services.highlight.title')}</Title>
        <Text>{t('services.highlight.text')}</Text>
      </div>
      <Features>
        <li>
          <ServerOff size={24} aria-hidden="true" />
          {t('services.highlight.offline')}
        </li>
        <li>
          <Languages size={24} aria-hidden="true" />
          {t('services.highlight.arabic')}
        </li>
        <li>
          <ShieldCheck size={24} aria-hidden="true" />
          {t('services.highlight.security')}
        </li>
      </Features>
    </Panel>
  );
}

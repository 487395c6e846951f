import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Ltr } from '../../../components/layout';

const STATS = ['privacy', 'accuracy', 'timeSaved', 'availability'] as const;

const Band = styled.dl`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => `${theme.space(12)} 0`};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.dark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onDark};
  text-align: center;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentOnDark};
  line-height: 1.1;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** 100% privacy, 95% accuracy, 80% time saved, 24/7 availability: the product's four promises. */
export function StatsBand() {
  const { t } = useLanguage();
  return (
    <Band aria-label={t('stats.label')}>
      {STATS.map((stat) => (
        <Stat key={stat}>
          <Label>{t(`stats.${stat}.label`)}</Label>
          <Value>
            <Ltr>{t(`stats.${stat}.value`)}</Ltr>
          </Value>
        </Stat>
      ))}
    </Band>
  );
}

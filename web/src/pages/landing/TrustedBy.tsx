import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { Container } from '../../components/layout';
import type { TranslationKey } from '../../i18n';

const LOGOS: ReadonlyArray<{ file: string; name: TranslationKey }> = [
  { file: 'northgate-bank.svg', name: 'trusted.northgate' },
  { file: 'dune-telecom.svg', name: 'trusted.dune' },
  { file: 'oasis-energy.svg', name: 'trusted.oasis' },
  { file: 'crescent-health.svg', name: 'trusted.crescent' },
  { file: 'summit-logistics.svg', name: 'trusted.summit' },
  { file: 'civic-digital-authority.svg', name: 'trusted.civic' },
];

const Strip = styled.section`
  padding: ${({ theme }) => `${theme.space(10)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  letter-spacing: ${({ theme }) => theme.font.labelTracking};
`;

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => `${theme.space(6)} ${theme.space(8)}`};
  align-items: center;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(6, 1fr);
  }
  img {
    width: 100%;
    max-width: 180px;
    height: auto;
    margin: 0 auto;
    opacity: 0.85;
  }
`;

export function TrustedBy() {
  const { t } = useLanguage();
  return (
    <Strip aria-labelledby="trusted-title">
      <Container>
        <Title id="trusted-title">{t('trusted.title')}</Title>
        <Logos>
          {LOGOS.map((logo) => (
            <li key={logo.file}>
              <img
                src={`/images/logos/${logo.file}`}
                alt={t(logo.name)}
                width={200}
                height={56}
                loading="lazy"
              />
            </li>
          ))}
        </Logos>
      </Container>
    </Strip>
  );
}

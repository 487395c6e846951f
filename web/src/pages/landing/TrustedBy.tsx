import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { Container } from '../../components/layout';
import type { TranslationKey } from '../../i18n';
import { ResponsiveImage } from '../../components/ResponsiveImage';

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
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  letter-spacing: ${({ theme }) => theme.font.labelTracking};
`;

const Caption = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(6)}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each example partner: its mark and its name in the page's language, one style for all. */
const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => `${theme.space(5)} ${theme.space(4)}`};
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(6, 1fr);
  }
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: 1.25;
  }
  img {
    flex: none;
    width: 32px;
    height: 32px;
  }
`;

export function TrustedBy() {
  const { t } = useLanguage();
  return (
    <Strip aria-labelledby="trusted-title">
      <Container>
        <Title id="trusted-title">{t('trusted.title')}</Title>
        <Caption>{t('trusted.caption')}</Caption>
        <Logos>
          {LOGOS.map((logo) => (
            <li key={logo.file}>
              {/* The partner's name beside it, in the page's language, is the mark's text: the image is decorative. */}
              <ResponsiveImage
                src={`/images/logos/${logo.file}`}
                alt=""
                sizes="32px"
                width={32}
                height={32}
              />
              <span>{t(logo.name)}</span>
            </li>
          ))}
        </Logos>
      </Container>
    </Strip>
  );
}

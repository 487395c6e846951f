import styled from 'styled-components';
import { useLanguage } from '../app/language/LanguageContext';

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.01em;
`;

const Mark = styled.svg`
  flex: none;
  width: 36px;
  height: 36px;
  .mark-tile {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .mark-wave {
    stroke: ${({ theme }) => theme.colors.accent};
  }
  .mark-dot {
    fill: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** The Rawi mark (a speech wave inside a shield-like tile) and the name in the current language. */
export function Logo() {
  const { t } = useLanguage();
  return (
    <Wrapper>
      <Mark viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect className="mark-tile" width="36" height="36" rx="9" />
        <path
          className="mark-wave"
          d="M8 19c2.5 0 2.5-6 5-6s2.5 10 5 10 2.5-10 5-10 2.5 6 5 6"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle className="mark-dot" cx="28" cy="9" r="2.5" />
      </Mark>
      <span>{t('brand.name')}</span>
    </Wrapper>
  );
}

import styled, { keyframes } from 'styled-components';
import { useLanguage } from '../app/language/LanguageContext';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accentText};
  animation: ${spin} 0.8s linear infinite;
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 60vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A centred spinner with 'Loading...': lazy routes and the admin session check. */
export function PageLoader() {
  const { t } = useLanguage();
  return (
    <Wrapper role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </Wrapper>
  );
}

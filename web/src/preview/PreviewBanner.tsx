import { Eye } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../app/language/LanguageContext';

/** Fixed along the bottom edge, clear of the fixed navigation bar at the top. */
const Banner = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.onWarningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The strip across the top of a page that shows what visitors cannot see yet. */
export function PreviewBanner() {
  const { t } = useLanguage();
  return (
    <Banner role="status">
      <Eye size={16} aria-hidden="true" />
      {t('preview.banner')}
    </Banner>
  );
}

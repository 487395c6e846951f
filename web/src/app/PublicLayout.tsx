import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFooter } from '../components/site/SiteFooter';
import { SiteNavigation } from '../components/site/SiteNavigation';
import { PageLoader } from '../components/Spinner';
import { useScrollToTopOnNavigate } from '../hooks/useScrollToTopOnNavigate';
import { useLanguage } from './language/LanguageContext';
import { PATHS } from './paths';

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** Pages other than the landing page start below the fixed navigation. */
const Main = styled.main<{ $belowNav: boolean }>`
  min-height: 70vh;
  padding-top: ${({ theme, $belowNav }) => ($belowNav ? theme.layout.navHeight : '0')};
`;

/** Navigation, the page (lazy pages load under Suspense) and the footer of every public page. */
export function PublicLayout() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <SiteNavigation />
      <Main id="main" tabIndex={-1} $belowNav={pathname !== PATHS.home}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
    </>
  );
}

import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Logo } from '../../Logo';
import { PageLoader } from '../../Spinner';
import { IconButton } from '../../IconButton';
import { AdminSidebar } from './AdminSidebar';

const SIDEBAR_WIDTH = '264px';

/**
 * Sidebar then screen in a grid on laptops; the grid follows the page direction, so the sidebar
 * sits at the start side (right in Arabic). On phones the sidebar is a drawer from the start side
 * (written as left: the RTL plugin mirrors it).
 */
const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.laptop} {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, 1fr);
  }
`;

const Aside = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  /* The visible height of a phone's screen (its toolbars shown or not): the drawer scrolls within it. */
  height: 100vh;
  height: 100dvh;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(${SIDEBAR_WIDTH}, 86vw);
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  background: ${({ theme }) => theme.colors.dark};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.laptop} {
    position: relative;
    top: auto;
    left: auto;
    height: auto;
    z-index: ${({ theme }) => theme.zIndex.nav};
    display: block;
    width: auto;
    box-shadow: none;
  }
`;

/** Keeps the sidebar in view while the screen scrolls. */
const Sticky = styled.div`
  height: 100%;
  ${({ theme }) => theme.media.laptop} {
    position: sticky;
    top: 0;
    height: 100vh;
    height: 100dvh;
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.scrim};
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  height: 60px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

const MenuButton = IconButton;

const CloseButton = styled(MenuButton)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.onDark};
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

const Main = styled.main`
  width: 100%;
  min-width: 0;
  max-width: 1320px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(16)}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)} ${theme.space(16)}`};
  }
`;

/** The frame of every signed-in admin screen: the sidebar at the start side and the screen. */
export function AdminLayout() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  // The drawer is open on the screen it was opened on: going to another screen closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Shell>
      <TopBar>
        <Logo />
        <MenuButton
          type="button"
          aria-label={t('admin.sidebar.open')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu size={22} aria-hidden="true" />
        </MenuButton>
      </TopBar>
      {menuOpen && <Scrim onClick={() => setMenuOpen(false)} />}
      <Aside $open={menuOpen}>
        <Sticky>
          <AdminSidebar onNavigate={() => setMenuOpen(false)} />
        </Sticky>
        {menuOpen && (
          <CloseButton type="button" aria-label={t('admin.sidebar.close')} onClick={() => setMenuOpen(false)}>
            <X size={22} aria-hidden="true" />
          </CloseButton>
        )}
      </Aside>
      <Main id="admin-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Main>
    </Shell>
  );
}

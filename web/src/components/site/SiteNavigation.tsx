import { NAV_SCROLL_THRESHOLD_PX } from '@rawi/proto';
import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { LanguageToggle } from '../LanguageToggle';
import { Container } from '../layout';
import { Logo } from '../Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SectionLink } from './SectionLink';
import { IconButton } from '../IconButton';
import { navButton } from './navButton';

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  transition:
    background ${({ theme }) => theme.durations.base},
    box-shadow ${({ theme }) => theme.durations.base};
  ${({ $solid, theme }) =>
    $solid
      ? css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.md};
        `
      : css`
          --focus-ring: ${theme.colors.focusRingOnDark};
          background: transparent;
          color: ${theme.colors.onDark};
        `}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.layout.navHeight};
`;

const HomeLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const DesktopOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.laptop} {
    display: flex;
  }
`;

const AdminLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

const ContactButton = styled(SectionLink)`
  ${navButton}
`;

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

/** The fixed top bar: transparent over the landing hero, solid after 20px of scroll or elsewhere. */
export function SiteNavigation() {
  const { t } = useLanguage();
  const { pathname, hash } = useLocation();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  // The menu is open on the page (and section) it was opened on: following a link closes it.
  const here = `${pathname}${hash}`;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === here;
  const menuButton = useRef<HTMLButtonElement>(null);
  const solid = scrolled || menuOpen || pathname !== PATHS.home;

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpenOn(null);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <Bar $solid={solid}>
      <Container>
        <Inner>
          <HomeLink to={PATHS.home} aria-label={t('brand.homeLink')}>
            <Logo />
          </HomeLink>
          <DesktopOnly as="nav" aria-label={t('nav.label')}>
            <NavLinks />
          </DesktopOnly>
          <DesktopOnly>
            <LanguageToggle onDark={!solid} />
            <AdminLink to={PATHS.adminLogin}>{t('nav.admin')}</AdminLink>
            <ContactButton section="contact">{t('nav.contactButton')}</ContactButton>
          </DesktopOnly>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : here)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </MenuButton>
        </Inner>
      </Container>
      {menuOpen && <MobileMenu id="mobile-menu" onClose={closeMenu} toggle={menuButton} />}
    </Bar>
  );
}

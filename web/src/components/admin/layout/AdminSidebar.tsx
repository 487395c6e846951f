import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { spreadRow } from '../ui/spreadRow';
import { useLanguage } from '../../../app/language/LanguageContext';
import { TwoFactorDialog } from '../two-factor/TwoFactorDialog';
import { useAuth } from '../../../auth/AuthContext';
import { initialsOf } from '../../../lib/initials';
import { LanguageToggle } from '../../LanguageToggle';
import { Logo } from '../../Logo';
import { ADMIN_NAV } from './adminNav';
import { MirroredIcon } from '../ui/MirroredIcon';
import { PreviewWebsiteButton } from '../preview/PreviewWebsiteButton';
import { roleLabelKey } from '../ui/roleLabel';

const Panel = styled.div`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  height: 100%;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} 0`};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  small {
    color: ${({ theme }) => theme.colors.onDarkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.darkRaised};
    color: ${({ theme }) => theme.colors.onDark};
  }
  &.active {
    background: ${({ theme }) => theme.colors.darkRaised};
    color: ${({ theme }) => theme.colors.onDark};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
  svg {
    flex: none;
  }
`;

/**
 * Who is signed in, the language toggle and logout stay in sight at the bottom of the panel on
 * a short screen: the links scroll beneath them.
 */
const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.darkBorder};
  background: ${({ theme }) => theme.colors.dark};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(1)};
  min-width: 0;
  div {
    min-width: 0;
  }
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
`;

const Row = styled.div`
  ${spreadRow(2)}
`;

const SidebarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.darkBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

/** Fills what the language toggle leaves of its row, or the whole row when it wraps below it. */
const LogoutButton = styled(SidebarButton)`
  flex: 1 0 auto;
  justify-content: center;
`;

/** Links to every admin screen, who is signed in, the language toggle, preview and logout. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLanguage();
  const { user, logout } = useAuth();
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  return (
    <Panel>
      <Brand>
        <Logo />
        <small>{t('admin.sidebar.subtitle')}</small>
      </Brand>
      <nav aria-label={t('admin.sidebar.navigation')}>
        <Links>
          {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <Link to={to} end={end} onClick={onNavigate}>
                <Icon size={18} aria-hidden="true" />
                {t(label)}
              </Link>
            </li>
          ))}
        </Links>
      </nav>
      <Footer>
        {user && (
          <Who>
            <Avatar aria-hidden="true">{initialsOf(user.username)}</Avatar>
            <div>
              <strong dir="auto">{user.username}</strong>
              <span>{t(roleLabelKey(user.role))}</span>
            </div>
          </Who>
        )}
        <SidebarButton type="button" onClick={() => setTwoFactorOpen(true)}>
          <ShieldCheck size={16} aria-hidden="true" />
          {t('admin.twoFactor.menu')}
        </SidebarButton>
        <TwoFactorDialog open={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
        <PreviewWebsiteButton variant="outlineOnDark" />
        <Row>
          <LanguageToggle onDark />
          <LogoutButton type="button" onClick={logout}>
            <MirroredIcon icon={LogOut} />
            {t('admin.logout')}
          </LogoutButton>
        </Row>
      </Footer>
    </Panel>
  );
}

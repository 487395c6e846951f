import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { LanguageToggle } from '../LanguageToggle';
import { Container } from '../layout';
import { NavLinks } from './NavLinks';
import { SectionLink } from './SectionLink';
import { navButton } from './navButton';

const Panel = styled.div`
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(6)}`};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AdminLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ContactButton = styled(SectionLink)`
  ${navButton}
  width: 100%;
`;

interface MobileMenuProps {
  id: string;
  /** Closes the menu; `returnFocus` when closed with Escape, so focus goes back to its button. */
  onClose: (returnFocus: boolean) => void;
  /** The button that opens and closes the menu: Tab cycles between it and the menu's links. */
  toggle: RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({ id, onClose, toggle }: MobileMenuProps) {
  const { t } = useLanguage();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
      if (event.key !== 'Tab' || !panel.current) return;
      // Focus stays in the open menu and its toggle, so a keyboard user can always close it.
      const items = [
        toggle.current,
        ...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]'),
      ].filter((item): item is HTMLElement => item !== null);
      const first = items[0];
      const last = items[items.length - 1];
      const at = document.activeElement;
      if (event.shiftKey && at === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && at === last) {
        event.preventDefault();
        first?.focus();
      } else if (!items.includes(at as HTMLElement)) {
        event.preventDefault();
        first?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose, toggle]);

  return (
    <Panel id={id} ref={panel}>
      <Container>
        <Stack as="nav" aria-label={t('nav.label')}>
          <NavLinks vertical onNavigate={() => onClose(false)} />
          <Row>
            <LanguageToggle />
            <AdminLink to={PATHS.adminLogin}>{t('nav.admin')}</AdminLink>
          </Row>
          <ContactButton section="contact" onClick={() => onClose(false)}>
            {t('nav.contactButton')}
          </ContactButton>
        </Stack>
      </Container>
    </Panel>
  );
}

import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Ltr } from '../../../components/layout';
import type { ContactView } from './contactDetails';

const Panel = styled.div`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.dark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onDark};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** One term and its value (a valid <dl> group); the icon sits in the term, drawn at the start. */
const Item = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding-left: calc(44px + ${({ theme }) => theme.space(4)});
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const IconTile = styled.span`
  position: absolute;
  top: 50%;
  left: 0;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

/** One detail: its icon and label as the term, the value as the definition. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <Item>
      <dt>
        <IconTile>
          <Icon size={20} aria-hidden="true" />
        </IconTile>
        {label}
      </dt>
      <dd>{children}</dd>
    </Item>
  );
}

export function ContactDetails({ contact }: { contact: ContactView }) {
  const { t } = useLanguage();
  return (
    <Panel>
      <Heading>{t('contact.details')}</Heading>
      <List>
        <Detail icon={Mail} label={t('contact.email')}>
          <a href={`mailto:${contact.email}`}>
            <Ltr>{contact.email}</Ltr>
          </a>
        </Detail>
        <Detail icon={Phone} label={t('contact.phone')}>
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
            <Ltr>{contact.phone}</Ltr>
          </a>
        </Detail>
        <Detail icon={MapPin} label={t('contact.address')}>
          {contact.address}
        </Detail>
      </List>
    </Panel>
  );
}

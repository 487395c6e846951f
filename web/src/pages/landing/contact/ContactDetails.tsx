import { Mail, MapPin, Phone } from 'lucide-react';
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

const Item = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr;
  column-gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  dt {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  dd {
    grid-column: 2;
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const IconTile = styled.span`
  grid-row: 1 / span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

export function ContactDetails({ contact }: { contact: ContactView }) {
  const { t } = useLanguage();
  return (
    <Panel>
      <Heading>{t('contact.details')}</Heading>
      <List>
        <Item>
          <IconTile>
            <Mail size={20} aria-hidden="true" />
          </IconTile>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>
              <Ltr>{contact.email}</Ltr>
            </a>
          </dd>
        </Item>
        <Item>
          <IconTile>
            <Phone size={20} aria-hidden="true" />
          </IconTile>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
              <Ltr>{contact.phone}</Ltr>
            </a>
          </dd>
        </Item>
        <Item>
          <IconTile>
            <MapPin size={20} aria-hidden="true" />
          </IconTile>
          <dt>{t('contact.address')}</dt>
          <dd>{contact.address}</dd>
        </Item>
      </List>
    </Panel>
  );
}

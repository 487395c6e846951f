import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { SectionLink } from './SectionLink';
import { NAV_SECTIONS } from './sectionLinks';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme, $vertical }) => ($vertical ? theme.space(1) : theme.space(1))};
  list-style: none;
`;

const Item = styled(SectionLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  opacity: 0.92;
  &:hover {
    opacity: 1;
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

interface NavLinksProps {
  vertical?: boolean;
  onNavigate?: () => void;
}

export function NavLinks({ vertical = false, onNavigate }: NavLinksProps) {
  const { t } = useLanguage();
  return (
    <List $vertical={vertical}>
      {NAV_SECTIONS.map((section) => (
        <li key={section}>
          <Item section={section} onClick={onNavigate}>
            {t(`nav.${section}`)}
          </Item>
        </li>
      ))}
    </List>
  );
}

import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import type { CategoryChoice } from './landingProjects';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const Choice = styled.button<{ $active: boolean }>`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface CategoryFilterProps {
  categories: string[];
  selected: CategoryChoice;
  onSelect: (category: CategoryChoice) => void;
}

export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t } = useLanguage();
  const choices: CategoryChoice[] = [null, ...categories];
  return (
    <Group role="group" aria-label={t('projects.filterLabel')}>
      {choices.map((category) => (
        <Choice
          key={category ?? '*'}
          type="button"
          $active={category === selected}
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {category ?? t('projects.all')}
        </Choice>
      ))}
    </Group>
  );
}

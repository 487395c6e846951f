import { LANGUAGES, type Language } from '@rawi/proto';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Option = styled.button<{ $active: boolean }>`
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.sm : 'none')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

interface LanguageTabsProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Adds the direction to each label: 'English (LTR)', 'Arabic (RTL)'. */
  withDirection?: boolean;
}

/** Which language version of the content is being edited (not the admin's own language). */
export function LanguageTabs({ value, onChange, withDirection = false }: LanguageTabsProps) {
  const { t } = useLanguage();
  return (
    <Group role="group" aria-label={t('admin.common.contentLanguage')}>
      {LANGUAGES.map((language) => (
        <Option
          key={language}
          type="button"
          aria-pressed={language === value}
          $active={language === value}
          onClick={() => onChange(language)}
        >
          {t(withDirection ? `admin.language.${language}.withDirection` : `admin.language.${language}`)}
        </Option>
      ))}
    </Group>
  );
}

/** The writing direction of a content language, for the fields that hold its text. */
export function directionOfContent(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

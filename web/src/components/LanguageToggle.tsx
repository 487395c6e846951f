import { LANGUAGES } from '@rawi/proto';
import { startTransition } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../app/language/LanguageContext';
import { switchTargetFor } from '../app/language/switchTargets';

const Group = styled.div<{ $onDark: boolean }>`
  display: inline-flex;
  padding: 2px;
  border: 1px solid
    ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Option = styled.button<{ $active: boolean; $onDark: boolean }>`
  min-width: 44px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  background: ${({ theme, $active, $onDark }) =>
    $active ? ($onDark ? theme.colors.onDark : theme.colors.primary) : 'transparent'};
  color: ${({ theme, $active, $onDark }) =>
    $active ? ($onDark ? theme.colors.dark : theme.colors.onPrimary) : 'inherit'};
`;

interface LanguageToggleProps {
  /** On a dark surface (the hero before scrolling). */
  onDark?: boolean;
}

/** The EN/AR toggle: a pair of buttons, the current language pressed; may lead to the page's other-language address. */
export function LanguageToggle({ onDark = false }: LanguageToggleProps) {
  const { language, setLanguage, t } = useLanguage();
  const navigate = useNavigate();
  // A page in one language may live at another address in the other (a project's counterpart).
  const choose = (option: typeof language) => {
    const target = option === language ? undefined : switchTargetFor(option);
    // One transition for both (LanguageProvider says why the switch is one): the counterpart's
    // page never opens in the old language.
    startTransition(() => {
      setLanguage(option);
      if (target) void navigate(target);
    });
  };
  return (
    <Group role="group" aria-label={t('language.label')} $onDark={onDark}>
      {LANGUAGES.map((option) => (
        <Option
          key={option}
          type="button"
          lang={option}
          $active={option === language}
          $onDark={onDark}
          aria-pressed={option === language}
          title={t(`language.switchTo.${option}`)}
          onClick={() => choose(option)}
        >
          {t(`language.${option}`)}
        </Option>
      ))}
    </Group>
  );
}

import type { ContentSection, Language, TranslationState } from '@rawi/proto';
import { CheckCircle2, CircleDashed, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { useContentTranslations, useMarkInStep } from '../../../api/admin/translations';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge, type BadgeTone } from '../../Badge';
import { SmallButton } from '../ui/buttons';
import { useNotify } from '../notifications/useNotify';

const TONES: Record<TranslationState, BadgeTone> = {
  missing: 'danger',
  outdated: 'warning',
  'in-step': 'success',
};
const ICONS = { missing: CircleDashed, outdated: RefreshCw, 'in-step': CheckCircle2 } as const;

interface TranslationBadgeProps {
  state: TranslationState;
  /** The language that needs work. */
  language?: Language;
}

/** 'Arabic version outdated', 'English version missing' or 'Both languages in step'. */
export function TranslationBadge({ state, language }: TranslationBadgeProps) {
  const { t } = useLanguage();
  const Icon = ICONS[state];
  const label =
    state === 'in-step' || !language
      ? t('admin.translations.badge.inStep')
      : t(`admin.translations.badge.${state}`, { language: t(`admin.language.${language}`) });
  return (
    <Badge $tone={TONES[state]} data-translation-state={state}>
      <Icon size={14} aria-hidden="true" />
      {label}
    </Badge>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface TranslationStatusRowProps extends TranslationBadgeProps {
  /** 'No change needed' (shown while outdated). */
  onMarkInStep: () => Promise<void>;
}

/** The badge, with 'No change needed' while the translation is outdated. */
export function TranslationStatusRow({ state, language, onMarkInStep }: TranslationStatusRowProps) {
  const { t } = useLanguage();
  const notify = useNotify();
  const mark = async () => {
    await notify.attempt(() => onMarkInStep(), 'admin.translations.marked', 'admin.translations.markFailed');
  };
  return (
    <Row>
      <TranslationBadge state={state} language={language} />
      {state === 'outdated' && language && (
        <SmallButton
          type="button"
          $variant="outline"
          title={t('admin.translations.noChangeNeeded.hint', {
            language: t(`admin.language.${language}`),
            source: t(`admin.language.${language === 'ar' ? 'en' : 'ar'}`),
          })}
          onClick={() => void mark()}
        >
          {t('admin.translations.noChangeNeeded')}
        </SmallButton>
      )}
    </Row>
  );
}

/** A content section's translation status, for the hero, services, team and content editors. */
export function SectionTranslationStatus({ section }: { section: ContentSection }) {
  const { data } = useContentTranslations();
  const markInStep = useMarkInStep();
  const status = data?.find((item) => item.section === section);
  if (!status) return null;
  return (
    <TranslationStatusRow
      state={status.state}
      language={status.language}
      onMarkInStep={() => markInStep.section(section)}
    />
  );
}

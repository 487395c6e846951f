import type { Language } from '@rawi/proto';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { FormGrid } from '../../../components/admin/ui/form/controls';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { directionOfContent, LanguageTabs } from '../../../components/admin/ui/LanguageTabs';
import type { HeroForm } from './heroForm';

export type UpdateHero = <K extends keyof HeroForm>(key: K, value: HeroForm[K]) => void;

interface HeroTextCardProps {
  form: HeroForm;
  update: UpdateHero;
  contentLanguage: Language;
  onLanguageChange: (language: Language) => void;
}

/** The hero's words in the chosen language, typed in that language's direction. */
export function HeroTextCard({ form, update, contentLanguage, onLanguageChange }: HeroTextCardProps) {
  const { t } = useLanguage();
  const dir = directionOfContent(contentLanguage);
  return (
    <Card>
      <CardHeader
        title={t('admin.hero.content.title')}
        description={t('admin.hero.content.description')}
        actions={<LanguageTabs value={contentLanguage} onChange={onLanguageChange} withDirection />}
      />
      <Stack>
        <PlainTextField
          label={t('admin.hero.badge')}
          value={form.badgeText}
          onChange={(v) => update('badgeText', v)}
          dir={dir}
        />
        <PlainTextField
          label={t('admin.hero.heading')}
          value={form.heading}
          onChange={(v) => update('heading', v)}
          rows={3}
          dir={dir}
        />
        <PlainTextField
          label={t('admin.hero.subtitle')}
          value={form.subtitle}
          onChange={(v) => update('subtitle', v)}
          rows={2}
          dir={dir}
        />
        <FormGrid $columns={2}>
          <PlainTextField
            label={t('admin.hero.primaryCta')}
            value={form.primaryCTA}
            onChange={(v) => update('primaryCTA', v)}
            dir={dir}
          />
          <PlainTextField
            label={t('admin.hero.secondaryCta')}
            value={form.secondaryCTA}
            onChange={(v) => update('secondaryCTA', v)}
            dir={dir}
          />
        </FormGrid>
      </Stack>
    </Card>
  );
}

import type { Language } from '@rawi/proto';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { FormGrid } from '../../../components/admin/ui/form/controls';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { directionOfContent, LanguageTabs } from '../../../components/admin/ui/LanguageTabs';
import type { HeroForm } from './heroForm';

export type UpdateHero = <K extends keyof HeroForm>(key: K, value: HeroForm[K]) => void;

/** The hero's texts, one under another, with the rows of those that take several lines. */
const TEXT_FIELDS = [
  { key: 'badgeText', label: 'admin.hero.badge', rows: undefined },
  { key: 'heading', label: 'admin.hero.heading', rows: 3 },
  { key: 'subtitle', label: 'admin.hero.subtitle', rows: 2 },
] as const;

/** The two buttons' labels, side by side. */
const CTA_FIELDS = [
  { key: 'primaryCTA', label: 'admin.hero.primaryCta', rows: undefined },
  { key: 'secondaryCTA', label: 'admin.hero.secondaryCta', rows: undefined },
] as const;

type HeroTextField = (typeof TEXT_FIELDS)[number] | (typeof CTA_FIELDS)[number];

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
  const field = ({ key, label, rows }: HeroTextField) => (
    <PlainTextField
      key={key}
      label={t(label)}
      value={form[key]}
      onChange={(v) => update(key, v)}
      rows={rows}
      dir={dir}
    />
  );
  return (
    <Card>
      <CardHeader
        title={t('admin.hero.content.title')}
        description={t('admin.hero.content.description')}
        actions={<LanguageTabs value={contentLanguage} onChange={onLanguageChange} withDirection />}
      />
      <Stack>
        {TEXT_FIELDS.map(field)}
        <FormGrid $columns={2}>{CTA_FIELDS.map(field)}</FormGrid>
      </Stack>
    </Card>
  );
}

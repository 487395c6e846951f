import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { Hint } from '../../../components/admin/ui/form/Field';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';

/**
 * The spec's SEO card is not wired to any data (the hero section has no meta fields), so its
 * fields are shown disabled with the reason, rather than as inputs that silently lose text.
 */
export function HeroSeoCard() {
  const { t } = useLanguage();
  const unchanged = () => undefined;
  return (
    <Card aria-describedby="hero-seo-note">
      <CardHeader
        title={t('admin.hero.seo.title')}
        actions={<Badge $tone="warning">{t('admin.common.notAvailable')}</Badge>}
      />
      <Stack>
        <PlainTextField label={t('admin.hero.seo.metaTitle')} value="" onChange={unchanged} disabled />
        <PlainTextField
          label={t('admin.hero.seo.metaDescription')}
          value=""
          onChange={unchanged}
          rows={2}
          disabled
        />
        <Hint id="hero-seo-note">{t('admin.hero.seo.reason')}</Hint>
      </Stack>
    </Card>
  );
}

import type { Language } from '@rawi/proto';
import styled from 'styled-components';
import { PATHS } from '../../../app/paths';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SeoFields, type SeoForm } from '../../../components/admin/seo/SeoFields';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { dictionaries } from '../../../i18n';
import type { HeroForm } from './heroForm';
import type { UpdateHero } from './HeroTextCard';

const PageName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The pages whose texts the hero section keeps: its field, heading, address and the site's own texts. */
const SEO_PAGES = [
  { key: 'seo', name: 'admin.hero.seo.landing', path: PATHS.home, page: 'home' },
  { key: 'projectsSeo', name: 'admin.hero.seo.projects', path: PATHS.projects, page: 'projects' },
] as const;

interface HeroSeoCardProps {
  form: HeroForm;
  update: UpdateHero;
  contentLanguage: Language;
}

/**
 * The landing page's and the projects page's meta title, description and Open Graph image in
 * the language being edited, saved with the hero section; a blank field uses the site's own
 * text for the page (the previews show which).
 */
export function HeroSeoCard({ form, update, contentLanguage }: HeroSeoCardProps) {
  const { t } = useLanguage();
  const texts = dictionaries[contentLanguage];
  const change =
    (key: 'seo' | 'projectsSeo') =>
    (field: keyof SeoForm, value: string): void =>
      update(key, { ...form[key], [field]: value });
  return (
    <Card>
      <CardHeader
        title={t('admin.hero.seo.title')}
        description={t('admin.hero.seo.description', { language: t(`admin.language.${contentLanguage}`) })}
      />
      <Stack $gap={5}>
        {SEO_PAGES.map(({ key, name, path, page }) => (
          <section key={key} aria-label={t(name)}>
            <PageName>{t(name)}</PageName>
            <SeoFields
              value={form[key]}
              onChange={change(key)}
              language={contentLanguage}
              path={path}
              fallback={{ title: texts[`seo.${page}.title`], description: texts[`seo.${page}.description`] }}
            />
          </section>
        ))}
      </Stack>
    </Card>
  );
}

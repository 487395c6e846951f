import type { ContentItem, HeroData, Language } from '@rawi/proto';
import { RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { SectionTranslationStatus } from '../../../components/admin/translation/TranslationStatus';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { EditorColumns, Stack } from '../../../components/admin/ui/Card';
import { HistoryButton } from '../../../components/admin/history/HistoryButton';
import { PreviewDraftButton } from '../../../components/admin/preview/PreviewDraftButton';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { Badge } from '../../../components/Badge';
import { PageLoader } from '../../../components/Spinner';
import { downloadJson } from '../../../lib/download';
import { HeroBackgroundCard } from './HeroBackgroundCard';
import { duplicateFor, heroDataFrom, heroDefaults, heroFormFrom } from './heroForm';
import { HeroLayoutCard } from './HeroLayoutCard';
import { HeroSeoCard } from './HeroSeoCard';
import { HeroTextCard, type UpdateHero } from './HeroTextCard';
import { HeroToolsCard } from './HeroToolsCard';
import { useSectionDraft } from '../content/useSectionDraft';
import { SectionSaveButton } from '../content/SectionSaveButton';

const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

const heroDraftFrom = (saved: ContentItem<HeroData> | null, language: Language) =>
  heroFormFrom(saved?.data, language);

/** The hero editor: one language version at a time, saved as a whole with 'Save Changes'. */
export function HeroPage() {
  const { t, language: uiLanguage } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const [contentLanguage, setContentLanguage] = useState<Language>(uiLanguage);
  const { data, error, mutate } = useContent('hero', contentLanguage);
  const editor = useSectionDraft({
    section: 'hero',
    language: contentLanguage,
    saved: data,
    draftFrom: heroDraftFrom,
    dataFrom: heroDataFrom,
    notices: {
      failed: 'admin.hero.saveFailed.title',
      failedText: 'admin.hero.saveFailed.text',
      saved: ['admin.hero.saved.title', 'admin.hero.saved.text'],
    },
  });
  const { draft: form, ready, dirty, edit } = editor;

  const update: UpdateHero = useCallback(
    (key, value) => edit((current) => ({ ...current, [key]: value })),
    [edit],
  );

  const switchLanguage = async (next: Language) => {
    if (next === contentLanguage) return;
    if (
      dirty &&
      !(await confirm({ message: t('admin.common.discardChanges'), confirmLabel: t('admin.common.discard') }))
    )
      return;
    setContentLanguage(next);
  };

  const duplicate = () => {
    if (!form) return;
    const target = other(contentLanguage);
    editor.carryTo(target, duplicateFor(form));
    setContentLanguage(target);
    notify.success('admin.hero.duplicated.title', {
      key: 'admin.hero.duplicated.text',
      values: { language: t(`admin.language.${target}`) },
    });
  };

  return (
    <AdminPage
      title={t('admin.hero.title')}
      description={t('admin.hero.description')}
      actions={
        <>
          <SectionTranslationStatus section="hero" />
          {dirty && <Badge $tone="warning">{t('admin.common.unsaved')}</Badge>}
          <HistoryButton
            target={contentHistoryTarget('hero', contentLanguage)}
            onRestored={editor.restored}
            beforeRestore={editor.restoreGuard}
            disabled={!form}
          />
          <PreviewDraftButton
            section="hero"
            language={contentLanguage}
            draft={() => (form ? { ...heroDataFrom(form) } : null)}
          />
          <SmallButton
            type="button"
            $variant="outline"
            disabled={!form}
            onClick={() =>
              // The section's look and words go back to the defaults; its SEO texts are kept.
              form &&
              editor.replace({
                ...heroDefaults(contentLanguage),
                seo: form.seo,
                projectsSeo: form.projectsSeo,
              })
            }
          >
            <RotateCcw size={16} aria-hidden="true" />
            {t('admin.hero.reset')}
          </SmallButton>
          <SectionSaveButton editor={editor} label={t('admin.common.saveChanges')} />
        </>
      }
    >
      {error && !ready ? (
        <LoadError message={t('admin.hero.loadFailed')} onRetry={() => void mutate()} />
      ) : !form || !ready ? (
        <PageLoader />
      ) : (
        <EditorColumns>
          <Stack $gap={5}>
            <HeroTextCard
              form={form}
              update={update}
              contentLanguage={contentLanguage}
              onLanguageChange={switchLanguage}
            />
            <HeroBackgroundCard form={form} update={update} />
          </Stack>
          <Stack $gap={5}>
            <HeroLayoutCard form={form} update={update} />
            <HeroToolsCard
              otherLanguageName={t(`admin.language.${other(contentLanguage)}`)}
              onDuplicate={duplicate}
              onExport={() =>
                downloadJson(`rawi-hero-${contentLanguage}.json`, {
                  section: 'hero',
                  language: contentLanguage,
                  data: heroDataFrom(form),
                })
              }
            />
            <HeroSeoCard form={form} update={update} contentLanguage={contentLanguage} />
          </Stack>
        </EditorColumns>
      )}
    </AdminPage>
  );
}

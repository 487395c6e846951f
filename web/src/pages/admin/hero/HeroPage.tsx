import { schemasFor, type ContentItem, type Language } from '@rawi/proto';
import { RotateCcw, Save } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { isStaleEdit } from '../../../api/admin/errors';
import { useSaveContent } from '../../../api/admin/content';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/AdminPage';
import { SectionTranslationStatus } from '../../../components/admin/TranslationStatus';
import { SmallButton } from '../../../components/admin/buttons';
import { EditorColumns, Stack } from '../../../components/admin/Card';
import { HistoryButton, useRestoreGuard } from '../../../components/admin/history/HistoryButton';
import { PreviewDraftButton } from '../../../components/admin/PreviewDraftButton';
import { useConfirm } from '../../../components/admin/confirm';
import { LoadError } from '../../../components/admin/LoadError';
import { useNotify } from '../../../components/admin/useNotify';
import { Badge } from '../../../components/Badge';
import { PageLoader } from '../../../components/Spinner';
import { downloadJson } from '../../../lib/download';
import { HeroBackgroundCard } from './HeroBackgroundCard';
import { duplicateFor, heroDataFrom, heroDefaults, heroFormFrom, type HeroForm } from './heroForm';
import { HeroLayoutCard } from './HeroLayoutCard';
import { HeroSeoCard } from './HeroSeoCard';
import { HeroTextCard, type UpdateHero } from './HeroTextCard';
import { firstProblem } from '../../../lib/validation';
import { HeroToolsCard } from './HeroToolsCard';

const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** The hero editor: one language version at a time, saved as a whole with 'Save Changes'. */
export function HeroPage() {
  const { t, language: uiLanguage } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const saveContent = useSaveContent();
  const [contentLanguage, setContentLanguage] = useState<Language>(uiLanguage);
  const { data, error, mutate } = useContent('hero', contentLanguage);
  // The form and the language it was loaded for; refetches do not overwrite edits in progress.
  const [form, setForm] = useState<HeroForm | null>(null);
  const [formLanguage, setFormLanguage] = useState<Language | null>(null);
  // The revision the form started from: a save over someone else's newer one answers 409.
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const restoreGuard = useRestoreGuard(dirty);

  useEffect(() => {
    // A failed read (not a 404, which is "nothing saved yet") must not show defaults to save over it.
    if (formLanguage === contentLanguage || data === undefined) return;
    setForm(heroFormFrom(data?.data, contentLanguage));
    setRevision(data?.revision);
    setFormLanguage(contentLanguage);
    setDirty(false);
  }, [data, contentLanguage, formLanguage]);

  const update: UpdateHero = useCallback((key, value) => {
    setForm((current) => (current ? { ...current, [key]: value } : current));
    setDirty(true);
  }, []);

  const switchLanguage = async (next: Language) => {
    if (next === contentLanguage) return;
    if (
      dirty &&
      !(await confirm({ message: t('admin.common.discardChanges'), confirmLabel: t('admin.common.discard') }))
    )
      return;
    setContentLanguage(next);
  };

  const save = async () => {
    if (!form) return;
    // The rules the server applies, in the panel's language, before anything is sent.
    const problem = firstProblem(schemasFor(uiLanguage).heroData, heroDataFrom(form));
    if (problem) {
      notify.failure('admin.hero.saveFailed.title', { text: problem });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveContent('hero', contentLanguage, heroDataFrom(form), revision);
      setForm(heroFormFrom(saved.data, contentLanguage));
      setRevision(saved.revision);
      setDirty(false);
      notify.success('admin.hero.saved.title', 'admin.hero.saved.text');
    } catch (failure) {
      notify.failure(
        'admin.hero.saveFailed.title',
        isStaleEdit(failure) ? 'admin.error.staleEdit' : 'admin.hero.saveFailed.text',
      );
    } finally {
      setSaving(false);
    }
  };

  const restored = (saved: ContentItem) => {
    setForm(heroFormFrom(saved.data, contentLanguage));
    setRevision(saved.revision);
    setDirty(false);
  };

  const resetToDefaults = () => {
    setForm(heroDefaults(contentLanguage));
    setDirty(true);
  };

  const duplicate = () => {
    if (!form) return;
    const target = other(contentLanguage);
    setForm(duplicateFor(form));
    setFormLanguage(target);
    setContentLanguage(target);
    setDirty(true);
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
            onRestored={restored}
            beforeRestore={restoreGuard}
            disabled={!form}
          />
          <PreviewDraftButton
            section="hero"
            language={contentLanguage}
            draft={() => (form ? { ...heroDataFrom(form) } : null)}
          />
          <SmallButton type="button" $variant="outline" disabled={!form} onClick={resetToDefaults}>
            <RotateCcw size={16} aria-hidden="true" />
            {t('admin.hero.reset')}
          </SmallButton>
          <SmallButton type="button" $variant="primary" disabled={!form || saving} onClick={save}>
            <Save size={16} aria-hidden="true" />
            {saving ? t('admin.common.saving') : t('admin.common.saveChanges')}
          </SmallButton>
        </>
      }
    >
      {error && formLanguage !== contentLanguage ? (
        <LoadError message={t('admin.hero.loadFailed')} onRetry={() => void mutate()} />
      ) : !form || formLanguage !== contentLanguage ? (
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
            <HeroSeoCard />
          </Stack>
        </EditorColumns>
      )}
    </AdminPage>
  );
}

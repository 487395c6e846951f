import {
  CONTENT_SECTIONS,
  LANGUAGES,
  type ContentItem,
  type ContentSection,
  type Language,
  schemasFor,
} from '@rawi/proto';
import { FilePlus, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAllContent, useSaveContent } from '../../../api/admin/content';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { SmallButton } from '../../../components/admin/buttons';
import { Card, CardHeader, Stack } from '../../../components/admin/Card';
import { FormGrid } from '../../../components/admin/form/controls';
import { PlainSelect } from '../../../components/admin/form/PlainFields';
import { failureReason } from '../../../components/admin/failureReason';
import { HistoryButton, useRestoreGuard } from '../../../components/admin/history/HistoryButton';
import { PreviewDraftButton } from '../../../components/admin/PreviewDraftButton';
import { LoadError } from '../../../components/admin/LoadError';
import { useNotify } from '../../../components/admin/useNotify';
import { ContentList } from './ContentList';
import { emptySectionData } from './contentEditor';
import { firstProblem } from '../../../lib/validation';
import { SectionEditor } from './SectionEditor';
import { SectionTranslationStatus } from '../../../components/admin/TranslationStatus';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Data = Record<string, unknown>;

/** Any section in either language: pick it, edit it, save it whole. */
export function ContentTab() {
  const { t, language: uiLanguage } = useLanguage();
  const notify = useNotify();
  const saveContent = useSaveContent();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [section, setSection] = useState<ContentSection>('hero');
  const { data: items, error, mutate } = useAllContent(language);
  const [draft, setDraft] = useState<Data | null>(null);
  // The revision the draft started from: a save over someone else's newer one answers 409.
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const [loadedFor, setLoadedFor] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const target = `${language}/${section}`;
  const restoreGuard = useRestoreGuard(dirty);

  useEffect(() => {
    if (items === undefined || loadedFor === target) return;
    const saved = items.find((item) => item.section === section);
    setDraft(saved ? saved.data : emptySectionData(section));
    setRevision(saved?.revision);
    setLoadedFor(target);
    setDirty(false);
  }, [items, section, target, loadedFor]);

  const save = async () => {
    if (!draft) return;
    // The section's own rules (hero, services, team, contact), as the server applies them.
    const problem = firstProblem(schemasFor(uiLanguage).contentData[section], draft);
    if (problem) {
      notify.failure('admin.content.saveFailed', { text: problem });
      return;
    }
    setSaving(true);
    try {
      setRevision((await saveContent(section, language, draft, revision)).revision);
      setDirty(false);
      notify.success('admin.content.saved');
    } catch (failure) {
      notify.failure('admin.content.saveFailed', failureReason(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Layout>
      <Card>
        <CardHeader title={t('admin.content.list.title')} />
        <Stack>
          <PlainSelect
            label={t('admin.content.language')}
            value={language}
            onChange={setLanguage}
            options={LANGUAGES.map((value) => ({ value, label: t(`admin.language.${value}`) }))}
          />
          {error ? (
            <LoadError message={t('admin.content.loadFailed')} onRetry={() => void mutate()} />
          ) : (
            <ContentList items={items} current={section} onEdit={setSection} />
          )}
        </Stack>
      </Card>
      <Card>
        <CardHeader
          title={t('admin.content.editor.title', {
            section: t(`admin.section.${section}`),
            language: t(`admin.language.${language}`),
          })}
          actions={
            <>
              <SectionTranslationStatus section={section} />
              {dirty && <Badge $tone="warning">{t('admin.common.unsaved')}</Badge>}
            </>
          }
        />
        <Stack $gap={5}>
          <FormGrid $columns={2}>
            <PlainSelect
              label={t('admin.content.section')}
              value={section}
              onChange={setSection}
              options={CONTENT_SECTIONS.map((value) => ({ value, label: t(`admin.section.${value}`) }))}
            />
          </FormGrid>
          {draft && loadedFor === target ? (
            <SectionEditor
              section={section}
              language={language}
              data={draft}
              onChange={(next) => {
                setDraft(next);
                setDirty(true);
              }}
            />
          ) : (
            !error && <p>{t('common.loading')}</p>
          )}
          <Buttons>
            <SmallButton
              type="button"
              $variant="outline"
              onClick={() => {
                setDraft(emptySectionData(section));
                setDirty(true);
              }}
            >
              <FilePlus size={16} aria-hidden="true" />
              {t('admin.content.new')}
            </SmallButton>
            <SmallButton type="button" $variant="primary" disabled={!draft || saving} onClick={save}>
              <Save size={16} aria-hidden="true" />
              {saving ? t('admin.common.saving') : t('admin.content.save')}
            </SmallButton>
            <HistoryButton
              target={contentHistoryTarget(section, language)}
              onRestored={(saved: ContentItem) => {
                setDraft(saved.data);
                setRevision(saved.revision);
                setDirty(false);
              }}
              beforeRestore={restoreGuard}
            />
            <PreviewDraftButton
              section={section}
              language={language}
              draft={() => (loadedFor === target ? draft : null)}
              label={t('admin.content.preview')}
            />
          </Buttons>
        </Stack>
      </Card>
    </Layout>
  );
}

import {
  CONTENT_SECTIONS,
  LANGUAGES,
  type ContentItem,
  type ContentSection,
  type Language,
} from '@rawi/proto';
import { FilePlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAllContent } from '../../../api/admin/content';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { FormGrid } from '../../../components/admin/ui/form/controls';
import { PlainSelect } from '../../../components/admin/ui/form/PlainFields';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { HistoryButton } from '../../../components/admin/history/HistoryButton';
import { PreviewDraftButton } from '../../../components/admin/preview/PreviewDraftButton';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { ContentList } from './ContentList';
import { emptySectionData } from './contentEditor';
import { SectionEditor, SectionEditorSkeleton } from './SectionEditor';
import { useSectionDraft } from './useSectionDraft';
import { SectionSaveButton } from './SectionSaveButton';
import { SectionTranslationStatus } from '../../../components/admin/translation/TranslationStatus';

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

const sectionDraftFrom = (saved: ContentItem | null, _language: Language, section: ContentSection) =>
  saved ? saved.data : emptySectionData(section);

const asSaved = (draft: Data) => draft;

/** Any section in either language: pick it, edit it, save it whole. */
export function ContentTab() {
  const { t, language: uiLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [section, setSection] = useState<ContentSection>('hero');
  const { data: items, error, mutate } = useAllContent(language);
  const editor = useSectionDraft({
    section,
    language,
    saved: items === undefined ? undefined : (items.find((item) => item.section === section) ?? null),
    draftFrom: sectionDraftFrom,
    dataFrom: asSaved,
    // The JSON being typed stays as typed.
    keepDraftOnSave: true,
    notices: {
      failed: 'admin.content.saveFailed',
      failedText: failureReason,
      saved: ['admin.content.saved'],
    },
  });
  const { draft, ready, dirty } = editor;

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
          {draft && ready ? (
            <SectionEditor section={section} language={language} data={draft} onChange={editor.replace} />
          ) : (
            !error && <SectionEditorSkeleton section={section} />
          )}
          <Buttons>
            <SmallButton
              type="button"
              $variant="outline"
              onClick={() => editor.replace(emptySectionData(section))}
            >
              <FilePlus size={16} aria-hidden="true" />
              {t('admin.content.new')}
            </SmallButton>
            <SectionSaveButton editor={editor} label={t('admin.content.save')} />
            <HistoryButton
              target={contentHistoryTarget(section, language)}
              onRestored={editor.restored}
              beforeRestore={editor.restoreGuard}
            />
            <PreviewDraftButton
              section={section}
              language={language}
              draft={() => (ready ? draft : null)}
              label={t('admin.content.preview')}
            />
          </Buttons>
        </Stack>
      </Card>
    </Layout>
  );
}

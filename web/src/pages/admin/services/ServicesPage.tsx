import type { ContentItem, Service, ServicesData } from '@rawi/proto';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { SectionTranslationStatus } from '../../../components/admin/translation/TranslationStatus';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { HistoryButton } from '../../../components/admin/history/HistoryButton';
import { PreviewDraftButton } from '../../../components/admin/preview/PreviewDraftButton';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { Badge } from '../../../components/Badge';
import { PageLoader } from '../../../components/Spinner';
import { ServiceDialog } from './ServiceDialog';
import { ServiceList } from './ServiceList';
import { useSectionDraft } from '../content/useSectionDraft';
import { SectionSaveButton } from '../content/SectionSaveButton';
import { applyServiceDraft, draftOf, type ServiceDraft } from './servicesForm';

type Editing = { id: string | null; draft: ServiceDraft | null } | null;

const servicesFrom = (saved: ContentItem<Partial<ServicesData>> | null): ServicesData => ({
  title: saved?.data.title ?? '',
  subtitle: saved?.data.subtitle ?? '',
  services: saved?.data.services ?? [],
});

const asSaved = (section: ServicesData) => section;

/** Services, in English only: edits and deletes stay local until 'Save Changes'. */
export function ServicesPage() {
  const { t } = useLanguage();
  const confirm = useConfirm();
  const { data, error, mutate } = useContent('services', 'en');
  const editor = useSectionDraft({
    section: 'services',
    language: 'en',
    saved: data,
    draftFrom: servicesFrom,
    dataFrom: asSaved,
    notices: {
      failed: 'admin.common.error',
      failedText: 'admin.services.saveFailed',
      saved: ['admin.services.saved'],
    },
  });
  const { draft: section, dirty } = editor;
  const [editing, setEditing] = useState<Editing>(null);

  const change = (next: Partial<ServicesData>) => editor.edit((current) => ({ ...current, ...next }));

  const remove = async (service: Service) => {
    if (!section) return;
    if (!(await confirm({ message: t('admin.services.confirmDelete') }))) return;
    change({ services: section.services.filter((item) => item.id !== service.id) });
  };

  return (
    <AdminPage
      title={t('admin.services.title')}
      description={t('admin.services.description')}
      actions={
        <>
          <SectionTranslationStatus section="services" />
          {dirty && <Badge $tone="warning">{t('admin.common.unsaved')}</Badge>}
          <PreviewDraftButton
            section="services"
            language="en"
            draft={() => (section ? { ...section } : null)}
          />
          <HistoryButton
            target={contentHistoryTarget('services', 'en')}
            onRestored={editor.restored}
            beforeRestore={editor.restoreGuard}
            disabled={!section}
          />
          <SectionSaveButton editor={editor} label={t('admin.common.saveChanges')} />
        </>
      }
    >
      {error && !section ? (
        <LoadError message={t('admin.services.loadFailed')} onRetry={() => void mutate()} />
      ) : !section ? (
        <PageLoader />
      ) : (
        <Stack $gap={5}>
          <Card>
            <CardHeader
              title={t('admin.services.section.title')}
              actions={<Badge $tone="primary">{t('admin.language.en')}</Badge>}
              description={t('admin.services.englishOnly')}
            />
            <Stack>
              <PlainTextField
                label={t('admin.services.section.heading')}
                value={section.title ?? ''}
                onChange={(title) => change({ title })}
                dir="ltr"
              />
              <PlainTextField
                label={t('admin.services.section.subtitle')}
                value={section.subtitle ?? ''}
                onChange={(subtitle) => change({ subtitle })}
                rows={2}
                dir="ltr"
              />
            </Stack>
          </Card>
          <Card>
            <CardHeader
              title={t('admin.services.list.title', { count: section.services.length })}
              actions={
                <SmallButton
                  type="button"
                  $variant="accent"
                  onClick={() => setEditing({ id: null, draft: null })}
                >
                  <Plus size={16} aria-hidden="true" />
                  {t('admin.services.add')}
                </SmallButton>
              }
            />
            <ServiceList
              services={section.services}
              onEdit={(service) => setEditing({ id: service.id, draft: draftOf(service) })}
              onDelete={remove}
            />
          </Card>
        </Stack>
      )}
      <ServiceDialog
        open={editing !== null}
        initial={editing?.draft ?? null}
        onCancel={() => setEditing(null)}
        onSave={(draft) => {
          if (!section || !editing) return;
          change({ services: applyServiceDraft(section.services, editing.id, draft) });
          setEditing(null);
        }}
      />
    </AdminPage>
  );
}

import { schemasFor, type ContentItem, type Service, type ServicesData } from '@rawi/proto';
import { Plus, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isStaleEdit } from '../../../api/admin/errors';
import { useSaveContent } from '../../../api/admin/content';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/AdminPage';
import { SectionTranslationStatus } from '../../../components/admin/TranslationStatus';
import { SmallButton } from '../../../components/admin/buttons';
import { Card, CardHeader, Stack } from '../../../components/admin/Card';
import { useConfirm } from '../../../components/admin/confirm';
import { HistoryButton, useRestoreGuard } from '../../../components/admin/history/HistoryButton';
import { PreviewDraftButton } from '../../../components/admin/PreviewDraftButton';
import { PlainTextField } from '../../../components/admin/form/PlainFields';
import { LoadError } from '../../../components/admin/LoadError';
import { useNotify } from '../../../components/admin/useNotify';
import { Badge } from '../../../components/Badge';
import { PageLoader } from '../../../components/Spinner';
import { ServiceDialog } from './ServiceDialog';
import { ServiceList } from './ServiceList';
import { firstProblem } from '../../../lib/validation';
import { applyServiceDraft, draftOf, type ServiceDraft } from './servicesForm';

type Editing = { id: string | null; draft: ServiceDraft | null } | null;

/** Services, in English only (spec): edits and deletes stay local until 'Save Changes'. */
export function ServicesPage() {
  const { t, language } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const saveContent = useSaveContent();
  const { data, error, mutate } = useContent('services', 'en');
  const [section, setSection] = useState<ServicesData | null>(null);
  // The revision the edits started from: a save over someone else's newer one answers 409.
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const restoreGuard = useRestoreGuard(dirty);

  useEffect(() => {
    if (section !== null || data === undefined) return;
    setRevision(data?.revision);
    setSection({
      title: data?.data.title ?? '',
      subtitle: data?.data.subtitle ?? '',
      services: data?.data.services ?? [],
    });
  }, [data, section]);

  const change = (next: Partial<ServicesData>) => {
    setSection((current) => (current ? { ...current, ...next } : current));
    setDirty(true);
  };

  const remove = async (service: Service) => {
    if (!section) return;
    if (!(await confirm({ message: t('admin.services.confirmDelete') }))) return;
    change({ services: section.services.filter((item) => item.id !== service.id) });
  };

  const load = (saved: ContentItem<Partial<ServicesData>>) => {
    setRevision(saved.revision);
    setSection({
      title: saved.data.title ?? '',
      subtitle: saved.data.subtitle ?? '',
      services: saved.data.services ?? [],
    });
    setDirty(false);
  };

  const save = async () => {
    if (!section) return;
    // The rules the server applies, in the panel's language, before anything is sent.
    const problem = firstProblem(schemasFor(language).servicesData, section);
    if (problem) {
      notify.failure('admin.common.error', { text: problem });
      return;
    }
    setSaving(true);
    try {
      load(await saveContent('services', 'en', section, revision));
      notify.success('admin.services.saved');
    } catch (failure) {
      notify.failure(
        'admin.common.error',
        isStaleEdit(failure) ? 'admin.error.staleEdit' : 'admin.services.saveFailed',
      );
    } finally {
      setSaving(false);
    }
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
            onRestored={load}
            beforeRestore={restoreGuard}
            disabled={!section}
          />
          <SmallButton type="button" $variant="primary" disabled={!section || saving} onClick={save}>
            <Save size={16} aria-hidden="true" />
            {saving ? t('admin.common.saving') : t('admin.common.saveChanges')}
          </SmallButton>
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

import type { ContactSubmission, SubmissionUpdateInput } from '@rawi/proto';
import { FileSpreadsheet, Inbox } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useSubmissionActions, useSubmissions, type SubmissionFilters } from '../../../api/admin/submissions';
import { isStaleEdit } from '../../../api/admin/errors';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { Badge } from '../../../components/Badge';
import { PageLoader } from '../../../components/Spinner';
import { downloadFile, today } from '../../../lib/download';
import { RequesterPanel } from './RequesterPanel';
import { SubmissionDialog } from './SubmissionDialog';
import { SubmissionFiltersBar } from './SubmissionFiltersBar';
import { SubmissionsTable } from './SubmissionsTable';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Contact form submissions: filter, triage by status and priority, read, annotate, delete,
 * export the list as CSV, and answer a sender's access or erasure request.
 */
export function ContactPage() {
  const { t } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const [filters, setFilters] = useState<SubmissionFilters>({});
  const filtered = Object.values(filters).some(Boolean);
  const { data: submissions, error, mutate } = useSubmissions(filters);
  const actions = useSubmissionActions();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = submissions?.find((submission) => submission.id === viewingId) ?? null;

  const update = async (submission: ContactSubmission, changes: SubmissionUpdateInput): Promise<boolean> => {
    try {
      await actions.update(submission.id, changes, submission.revision);
      notify.success('admin.contact.updated');
      return true;
    } catch (failure) {
      notify.failure(
        'admin.contact.updateFailed.title',
        isStaleEdit(failure) ? 'admin.error.staleEdit' : 'admin.contact.updateFailed.text',
      );
      // Someone else's change is shown at once.
      if (isStaleEdit(failure)) await mutate();
      return false;
    }
  };

  const remove = async (submission: ContactSubmission) => {
    if (!(await confirm({ message: t('admin.contact.confirmDelete') }))) return;
    try {
      await actions.remove(submission.id);
      notify.success('admin.contact.deleted');
    } catch {
      notify.failure('admin.contact.deleteFailed.title', 'admin.contact.deleteFailed.text');
    }
  };

  const exportCsv = async () => {
    try {
      downloadFile(`contact-submissions-${today()}.csv`, await actions.exportCsv(filters));
    } catch {
      notify.failure('admin.contact.exportFailed.title', 'admin.contact.exportFailed.text');
    }
  };

  return (
    <AdminPage title={t('admin.contact.title')} description={t('admin.contact.description')}>
      <Stack $gap={6}>
        <Card>
          <CardHeader
            title={t('admin.contact.tableTitle')}
            actions={
              submissions && (
                <HeaderActions>
                  <Badge $tone="primary">{t('admin.contact.total', { count: submissions.length })}</Badge>
                  <SmallButton type="button" $variant="outline" onClick={() => void exportCsv()}>
                    <FileSpreadsheet size={16} aria-hidden="true" />
                    {t('admin.contact.exportCsv')}
                  </SmallButton>
                </HeaderActions>
              )
            }
          />
          <SubmissionFiltersBar filters={filters} onChange={setFilters} />
          {error ? (
            <LoadError message={t('admin.contact.loadFailed')} onRetry={() => void mutate()} />
          ) : submissions === undefined ? (
            <PageLoader />
          ) : submissions.length === 0 ? (
            filtered ? (
              <Empty>{t('admin.contact.noMatch')}</Empty>
            ) : (
              <AdminEmpty icon={<Inbox size={36} aria-hidden="true" />} text={t('admin.contact.empty')} />
            )
          ) : (
            <SubmissionsTable
              submissions={submissions}
              onChange={(submission, changes) => void update(submission, changes)}
              onView={(submission) => setViewingId(submission.id)}
              onDelete={(submission) => void remove(submission)}
            />
          )}
        </Card>
        <RequesterPanel />
      </Stack>
      <SubmissionDialog
        submission={viewing}
        onClose={() => setViewingId(null)}
        onSaveNotes={(submission, notes) => update(submission, { notes })}
      />
    </AdminPage>
  );
}

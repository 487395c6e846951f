import type { ContactSubmission, SubmissionUpdateInput } from '@rawi/proto';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSubmissionActions, useSubmissions } from '../../../api/admin/submissions';
import { isStaleEdit } from '../../../api/admin/errors';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/AdminEmpty';
import { AdminPage } from '../../../components/admin/AdminPage';
import { Card, CardHeader } from '../../../components/admin/Card';
import { useConfirm } from '../../../components/admin/confirm';
import { LoadError } from '../../../components/admin/LoadError';
import { useNotify } from '../../../components/admin/useNotify';
import { Badge } from '../../../components/Badge';
import { PageLoader } from '../../../components/Spinner';
import { SubmissionDialog } from './SubmissionDialog';
import { SubmissionsTable } from './SubmissionsTable';

/** Contact form submissions: triage by status and priority, read, annotate, delete. */
export function ContactPage() {
  const { t } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { data: submissions, error, mutate } = useSubmissions();
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

  return (
    <AdminPage title={t('admin.contact.title')} description={t('admin.contact.description')}>
      <Card>
        <CardHeader
          title={t('admin.contact.tableTitle')}
          actions={
            submissions && (
              <Badge $tone="primary">{t('admin.contact.total', { count: submissions.length })}</Badge>
            )
          }
        />
        {error ? (
          <LoadError message={t('admin.contact.loadFailed')} onRetry={() => void mutate()} />
        ) : submissions === undefined ? (
          <PageLoader />
        ) : submissions.length === 0 ? (
          <AdminEmpty icon={<Inbox size={36} aria-hidden="true" />} text={t('admin.contact.empty')} />
        ) : (
          <SubmissionsTable
            submissions={submissions}
            onChange={(submission, changes) => void update(submission, changes)}
            onView={(submission) => setViewingId(submission.id)}
            onDelete={(submission) => void remove(submission)}
          />
        )}
      </Card>
      <SubmissionDialog
        submission={viewing}
        onClose={() => setViewingId(null)}
        onSaveNotes={(submission, notes) => update(submission, { notes })}
      />
    </AdminPage>
  );
}

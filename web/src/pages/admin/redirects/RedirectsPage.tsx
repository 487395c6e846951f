import type { Redirect, RedirectInput } from '@rawi/proto';
import type { FormikHelpers } from 'formik';
import { FileUp, Plus, Signpost } from 'lucide-react';
import { useState } from 'react';
import { errorBodyOf, statusOf } from '../../../api/admin/errors';
import { useRedirectActions, useRedirects } from '../../../api/admin/redirects';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { PageLoader } from '../../../components/Spinner';
import { ImportRedirectsDialog } from './ImportRedirectsDialog';
import { RedirectDialog } from './RedirectDialog';
import { importProblems, type ImportProblem } from './redirectForm';
import { RedirectsTable } from './RedirectsTable';

/** The message the service answers when a redirect would come back to its own address. */
const LOOPS = 'This redirect would lead back to its own address';

/** Redirects: the list with visits and last use, one added by hand, a CSV imported, one deleted. */
export function RedirectsPage() {
  const { t, language } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { data: redirects, error, mutate } = useRedirects();
  const actions = useRedirectActions();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[]>([]);

  const add = async (form: RedirectInput, helpers: FormikHelpers<RedirectInput>) => {
    try {
      await actions.add(form);
      notify.success('admin.redirects.created');
      setAdding(false);
    } catch (failure) {
      if (statusOf(failure) === 409) {
        const loops = errorBodyOf(failure)?.message === LOOPS;
        helpers.setFieldError(
          loops ? 'to' : 'from',
          t(loops ? 'admin.redirects.loops' : 'admin.redirects.exists'),
        );
      }
      notify.failure('admin.redirects.createFailed', failureReason(failure, 'admin.redirects.exists'));
    }
  };

  const importCsv = async (csv: string) => {
    try {
      const { imported } = await actions.importCsv(csv);
      notify.success({ key: 'admin.redirects.import.done', values: { count: imported } });
      setProblems([]);
      setImporting(false);
    } catch (failure) {
      const body = errorBodyOf(failure);
      const found = statusOf(failure) === 400 ? importProblems(body?.fields, language) : [];
      setProblems(found);
      notify.failure('admin.redirects.import.failed', found.length ? undefined : failureReason(failure));
    }
  };

  const remove = async (redirect: Redirect) => {
    if (!(await confirm({ message: t('admin.redirects.confirmDelete', { from: redirect.from }) }))) return;
    await notify.attempt(
      () => actions.remove(redirect.id),
      'admin.redirects.deleted',
      'admin.redirects.deleteFailed',
    );
  };

  const openImport = () => {
    setProblems([]);
    setImporting(true);
  };

  return (
    <AdminPage
      title={t('admin.redirects.title')}
      description={t('admin.redirects.description')}
      actions={
        <>
          <SmallButton type="button" $variant="outline" onClick={openImport}>
            <FileUp size={16} aria-hidden="true" />
            {t('admin.redirects.import')}
          </SmallButton>
          <SmallButton type="button" $variant="accent" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden="true" />
            {t('admin.redirects.add')}
          </SmallButton>
        </>
      }
    >
      <Card>
        <CardHeader title={t('admin.redirects.list.title', { count: redirects?.length ?? 0 })} />
        {error ? (
          <LoadError message={t('admin.redirects.loadFailed')} onRetry={() => void mutate()} />
        ) : redirects === undefined ? (
          <PageLoader />
        ) : redirects.length === 0 ? (
          <AdminEmpty icon={<Signpost size={36} aria-hidden="true" />} text={t('admin.redirects.empty')} />
        ) : (
          <RedirectsTable redirects={redirects} onDelete={(redirect) => void remove(redirect)} />
        )}
      </Card>
      <RedirectDialog open={adding} onCancel={() => setAdding(false)} onSave={add} />
      <ImportRedirectsDialog
        open={importing}
        problems={problems}
        onCancel={() => setImporting(false)}
        onImport={importCsv}
      />
    </AdminPage>
  );
}

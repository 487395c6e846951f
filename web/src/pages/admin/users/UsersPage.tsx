import type { User } from '@rawi/proto';
import type { FormikHelpers } from 'formik';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { isStaleEdit, statusOf } from '../../../api/admin/errors';
import { useSecurityPolicyActions } from '../../../api/admin/twoFactor';
import { useUserActions, useUsers } from '../../../api/admin/users';
import { useLanguage } from '../../../app/language/LanguageContext';
import { useAuth } from '../../../auth/AuthContext';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { PageLoader } from '../../../components/Spinner';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SecurityPolicyCard } from './SecurityPolicyCard';
import { EMPTY_USER_FORM, userCreateInput, userFormOf, userPatch, type UserForm } from './userForm';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

type Editing = { user: User | null; form: UserForm } | null;

/** System users: add, edit, reset or mail a password reset, delete (never your own row). */
export function UsersPage() {
  const { t } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { data: users, error, mutate } = useUsers();
  const actions = useUserActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const { user: signedIn } = useAuth();
  const { resetUser } = useSecurityPolicyActions();
  const isSuperadmin = signedIn?.role === 'superadmin';

  const add = () => setEditing({ user: null, form: EMPTY_USER_FORM });

  const save = async (form: UserForm, helpers: FormikHelpers<UserForm>) => {
    if (!editing) return;
    const { user } = editing;
    try {
      if (user) await actions.update(user.id, userPatch(user, form), user.revision);
      else await actions.create(userCreateInput(form));
      notify.success(user ? 'admin.users.updated' : 'admin.users.created');
      setEditing(null);
    } catch (failure) {
      if (statusOf(failure) === 409 && !isStaleEdit(failure))
        helpers.setFieldError('username', t('admin.users.usernameTaken'));
      const title = user
        ? 'admin.users.updateFailed'
        : statusOf(failure) === undefined
          ? 'admin.users.saveFailed'
          : 'admin.users.createFailed';
      notify.failure(title, failureReason(failure, 'admin.users.usernameTaken'));
      // Someone else's change is read at once, so the next edit starts from it.
      if (isStaleEdit(failure)) await mutate();
    }
  };

  const reset = async (user: User, password: string) => {
    try {
      await actions.resetPassword(user.id, password);
      notify.success('admin.users.passwordReset');
      setResetting(null);
    } catch (failure) {
      notify.failure('admin.users.passwordResetFailed', failureReason(failure));
    }
  };

  const sendReset = async (user: User) => {
    await notify.attempt(
      () => actions.sendPasswordReset(user.id),
      'admin.users.resetEmailSent',
      'admin.users.resetEmailFailed',
    );
  };

  const resetTwoFactor = async (user: User) => {
    const question = t('admin.users.resetTwoFactor.confirm', { username: user.username });
    if (!(await confirm({ message: question, confirmLabel: t('admin.users.resetTwoFactor.button') }))) return;
    await notify.attempt(
      () => resetUser(user.id),
      'admin.users.twoFactorReset',
      'admin.users.twoFactorResetFailed',
    );
  };

  const remove = async (user: User) => {
    if (!(await confirm({ message: t('admin.users.confirmDelete', { username: user.username }) }))) return;
    await notify.attempt(() => actions.remove(user.id), 'admin.users.deleted', 'admin.users.deleteFailed');
  };

  const addButton = (label: string) => (
    <SmallButton type="button" $variant="accent" onClick={add}>
      <UserPlus size={16} aria-hidden="true" />
      {label}
    </SmallButton>
  );

  return (
    <AdminPage
      title={t('admin.users.title')}
      description={t('admin.users.description')}
      actions={addButton(t('admin.users.add'))}
    >
      <Card>
        <CardHeader title={t('admin.users.list.title', { count: users?.length ?? 0 })} />
        {error ? (
          <LoadError message={t('admin.users.loadFailed')} onRetry={() => void mutate()} />
        ) : users === undefined ? (
          <PageLoader />
        ) : users.length === 0 ? (
          <AdminEmpty
            icon={<UserPlus size={36} aria-hidden="true" />}
            text={t('admin.users.empty')}
            action={addButton(t('admin.users.addFirst'))}
          />
        ) : (
          <UsersTable
            users={users}
            onEdit={(user) => setEditing({ user, form: userFormOf(user) })}
            onResetPassword={setResetting}
            onSendReset={(user) => void sendReset(user)}
            onDelete={(user) => void remove(user)}
            onResetTwoFactor={isSuperadmin ? (user) => void resetTwoFactor(user) : undefined}
          />
        )}
      </Card>
      {isSuperadmin && <SecurityPolicyCard />}
      <UserDialog
        open={editing !== null}
        editing={editing?.user != null}
        target={editing?.user ?? null}
        initial={editing?.form ?? EMPTY_USER_FORM}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
      <ResetPasswordDialog user={resetting} onCancel={() => setResetting(null)} onReset={reset} />
    </AdminPage>
  );
}

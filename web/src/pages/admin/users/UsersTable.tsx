import { permissionMessages, userActionDenial, type User, type UserAction } from '@rawi/proto';
import { KeyRound, MailCheck, Pencil, ShieldOff, Trash } from 'lucide-react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { useAuth } from '../../../auth/AuthContext';
import { Badge } from '../../../components/Badge';
import { AdminTable, type AdminTableColumn } from '../../../components/admin/ui/AdminTable';
import { NoWrap, RowActions, Truncate } from '../../../components/admin/ui/DataTable';
import { formatDateTime } from '../../../components/admin/ui/format';
import { roleLabelKey } from '../../../components/admin/ui/roleLabel';
import { Ltr } from '../../../components/layout';
import { canDelete } from './userForm';
import { IconButton } from '../../../components/admin/ui/buttons';
import { UserActionButton } from './UserActionButton';

interface UsersTableProps {
  users: User[];
  onEdit: (user: User) => void;
  onResetPassword: (user: User) => void;
  onSendReset: (user: User) => void;
  onDelete: (user: User) => void;
  /** Given to a superadmin: resets the second factor of a user who has one. */
  onResetTwoFactor?: ((user: User) => void) | undefined;
}

export function UsersTable({
  users,
  onEdit,
  onResetPassword,
  onSendReset,
  onDelete,
  onResetTwoFactor,
}: UsersTableProps) {
  const { t, language } = useLanguage();
  const { user: signedIn } = useAuth();
  /** Why the signed-in role may not do `action` to `user`, in the current language. */
  const denied = (action: UserAction, user: User) => {
    if (!signedIn) return undefined;
    const denial = userActionDenial(signedIn, action, user);
    return denial && permissionMessages[language][denial];
  };
  /** The actions every row offers, in order; the signed-in role decides whether each is enabled. */
  const rowActions = [
    { action: 'edit', Icon: Pencil, title: 'admin.users.edit', label: 'admin.users.editFor', run: onEdit },
    {
      action: 'resetPassword',
      Icon: KeyRound,
      title: 'admin.users.resetPassword',
      label: 'admin.users.resetPasswordFor',
      run: onResetPassword,
    },
    {
      action: 'sendPasswordReset',
      Icon: MailCheck,
      title: 'admin.users.sendReset',
      label: 'admin.users.sendResetFor',
      run: onSendReset,
    },
  ] as const;
  const columns: AdminTableColumn<User>[] = [
    {
      label: t('admin.users.column.username'),
      cell: (user) => (
        <Truncate title={user.username}>
          <strong dir="auto">{user.username}</strong>
        </Truncate>
      ),
    },
    {
      label: t('admin.users.column.email'),
      cell: (user) => (
        <Truncate title={user.email}>
          <Ltr>{user.email}</Ltr>
        </Truncate>
      ),
    },
    {
      label: t('admin.users.column.role'),
      cell: (user) => (
        <Badge $tone={user.role === 'superadmin' ? 'primary' : 'neutral'}>{t(roleLabelKey(user.role))}</Badge>
      ),
    },
    {
      label: t('admin.users.column.status'),
      cell: (user) => (
        <Badge $tone={user.isActive ? 'success' : 'danger'}>
          {t(user.isActive ? 'admin.users.active' : 'admin.users.inactive')}
        </Badge>
      ),
    },
    {
      label: t('admin.users.column.twoFactor'),
      cell: (user) => (
        <Badge $tone={user.twoFactorEnabled ? 'success' : 'neutral'}>
          {t(user.twoFactorEnabled ? 'admin.twoFactor.on' : 'admin.twoFactor.off')}
        </Badge>
      ),
    },
    {
      label: t('admin.users.column.lastLogin'),
      cell: (user) => (
        <NoWrap>{user.lastLogin ? formatDateTime(user.lastLogin, language) : t('admin.users.never')}</NoWrap>
      ),
    },
    {
      label: t('admin.users.column.actions'),
      cell: (user) => (
        <RowActions>
          {rowActions.map(({ action, Icon, title, label, run }) => (
            <UserActionButton
              key={action}
              denied={denied(action, user)}
              type="button"
              title={t(title)}
              aria-label={t(label, { username: user.username })}
              onClick={() => run(user)}
            >
              <Icon size={16} aria-hidden="true" />
            </UserActionButton>
          ))}
          {onResetTwoFactor && user.twoFactorEnabled && (
            <IconButton
              type="button"
              title={t('admin.users.resetTwoFactor')}
              aria-label={t('admin.users.resetTwoFactorFor', { username: user.username })}
              onClick={() => onResetTwoFactor(user)}
            >
              <ShieldOff size={16} aria-hidden="true" />
            </IconButton>
          )}
          {canDelete(user, signedIn) && (
            <UserActionButton
              denied={denied('delete', user)}
              type="button"
              $tone="danger"
              title={t('admin.common.delete')}
              aria-label={t('admin.users.deleteFor', { username: user.username })}
              onClick={() => onDelete(user)}
            >
              <Trash size={16} aria-hidden="true" />
            </UserActionButton>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <AdminTable
      label={t('admin.users.title')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      rowData={(user) => ({ 'data-testid': 'user-row', 'data-username': user.username })}
    />
  );
}

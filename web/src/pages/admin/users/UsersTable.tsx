import type { User } from '@rawi/proto';
import { KeyRound, MailCheck, Pencil, Trash } from 'lucide-react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { useAuth } from '../../../auth/AuthContext';
import { Badge } from '../../../components/Badge';
import { IconButton } from '../../../components/admin/buttons';
import { RowActions, Table, TableScroll } from '../../../components/admin/DataTable';
import { formatDateTime } from '../../../components/admin/format';
import { roleLabelKey } from '../../../components/admin/roleLabel';
import { Ltr } from '../../../components/layout';
import { canDelete } from './userForm';

interface UsersTableProps {
  users: User[];
  onEdit: (user: User) => void;
  onResetPassword: (user: User) => void;
  onSendReset: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ users, onEdit, onResetPassword, onSendReset, onDelete }: UsersTableProps) {
  const { t, language } = useLanguage();
  const { user: signedIn } = useAuth();
  return (
    <TableScroll aria-label={t('admin.users.title')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('admin.users.column.username')}</th>
            <th scope="col">{t('admin.users.column.email')}</th>
            <th scope="col">{t('admin.users.column.role')}</th>
            <th scope="col">{t('admin.users.column.status')}</th>
            <th scope="col">{t('admin.users.column.lastLogin')}</th>
            <th scope="col">{t('admin.users.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid="user-row" data-username={user.username}>
              <td data-label={t('admin.users.column.username')}>
                <strong dir="auto">{user.username}</strong>
              </td>
              <td data-label={t('admin.users.column.email')}>
                <Ltr>{user.email}</Ltr>
              </td>
              <td data-label={t('admin.users.column.role')}>
                <Badge $tone={user.role === 'superadmin' ? 'primary' : 'neutral'}>
                  {t(roleLabelKey(user.role))}
                </Badge>
              </td>
              <td data-label={t('admin.users.column.status')}>
                <Badge $tone={user.isActive ? 'success' : 'danger'}>
                  {t(user.isActive ? 'admin.users.active' : 'admin.users.inactive')}
                </Badge>
              </td>
              <td data-label={t('admin.users.column.lastLogin')}>
                {user.lastLogin ? formatDateTime(user.lastLogin, language) : t('admin.users.never')}
              </td>
              <td data-label={t('admin.users.column.actions')}>
                <RowActions>
                  <IconButton
                    type="button"
                    title={t('admin.users.edit')}
                    aria-label={t('admin.users.editFor', { username: user.username })}
                    onClick={() => onEdit(user)}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    type="button"
                    title={t('admin.users.resetPassword')}
                    aria-label={t('admin.users.resetPasswordFor', { username: user.username })}
                    onClick={() => onResetPassword(user)}
                  >
                    <KeyRound size={16} aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    type="button"
                    title={t('admin.users.sendReset')}
                    aria-label={t('admin.users.sendResetFor', { username: user.username })}
                    onClick={() => onSendReset(user)}
                  >
                    <MailCheck size={16} aria-hidden="true" />
                  </IconButton>
                  {canDelete(user, signedIn) && (
                    <IconButton
                      type="button"
                      $tone="danger"
                      title={t('admin.common.delete')}
                      aria-label={t('admin.users.deleteFor', { username: user.username })}
                      onClick={() => onDelete(user)}
                    >
                      <Trash size={16} aria-hidden="true" />
                    </IconButton>
                  )}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

import { permissionMessages, ROLES, userActionDenial, type Role, type User } from '@rawi/proto';
import type { FormikHelpers } from 'formik';
import { useLanguage } from '../../../app/language/LanguageContext';
import { useAuth } from '../../../auth/AuthContext';
import { Stack } from '../../../components/admin/ui/Card';
import { FormDialog } from '../../../components/admin/ui/FormDialog';
import { FormGrid } from '../../../components/admin/ui/form/controls';
import { FormikCheckbox, FormikInput, FormikSelect } from '../../../components/admin/ui/form/FormikFields';
import { roleLabelKey } from '../../../components/admin/ui/roleLabel';
import { userCreateSchema, userEditSchema, type UserForm } from './userForm';

interface UserDialogProps {
  open: boolean;
  editing: boolean;
  initial: UserForm;
  /** The stored user being edited (null when adding). */
  target?: User | null;
  onCancel: () => void;
  onSave: (form: UserForm, helpers: FormikHelpers<UserForm>) => Promise<void>;
}

/** 'Add New User' / 'Edit User'; on edit a blank password keeps the current one. */
export function UserDialog({ open, editing, initial, target = null, onCancel, onSave }: UserDialogProps) {
  const { t, language } = useLanguage();
  const { user: signedIn } = useAuth();
  /** Why the signed-in role may not pick `role` here (shown on the disabled option). */
  const roleDenied = (role: Role) => {
    if (!signedIn) return undefined;
    const denial = userActionDenial(signedIn, target ? 'edit' : 'create', target ?? undefined, { role });
    return denial && permissionMessages[language][denial];
  };
  return (
    <FormDialog
      open={open}
      title={t(editing ? 'admin.users.dialog.edit' : 'admin.users.dialog.add')}
      onCancel={onCancel}

      initialValues={initial}
      validationSchema={editing ? userEditSchema(language) : userCreateSchema(language)}
      onSubmit={onSave}
      enableReinitialize

      submitLabel={t(editing ? 'admin.users.dialog.update' : 'admin.users.dialog.create')}
    >
      <Stack>
        <FormGrid $columns={2}>
          <FormikInput
            name="username"
            label={t('admin.users.field.username')}
            autoComplete="off"
            dir="ltr"
            required
          />
          <FormikInput
            name="email"
            type="email"
            label={t('admin.users.field.email')}
            autoComplete="off"
            dir="ltr"
            required
          />
        </FormGrid>
        <FormikInput
          name="password"
          type="password"
          label={t('admin.users.field.password')}
          hint={editing ? t('admin.users.field.password.keep') : t('admin.users.field.password.hint')}
          autoComplete="new-password"
          dir="ltr"
          required={!editing}
        />
        <FormikSelect name="role" label={t('admin.users.field.role')}>
          {ROLES.map((role) => {
            const denied = roleDenied(role);
            return (
              <option key={role} value={role} disabled={denied !== undefined} title={denied}>
                {t(roleLabelKey(role))}
              </option>
            );
          })}
        </FormikSelect>
        <FormikCheckbox
          name="isActive"
          label={t('admin.users.field.isActive')}
          hint={t('admin.users.field.isActive.hint')}
        />
      </Stack>
    </FormDialog>
  );
}

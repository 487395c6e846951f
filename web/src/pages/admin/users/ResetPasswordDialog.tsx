import { schemasFor, type User } from '@rawi/proto';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../../../components/admin/ui/Card';
import { FormDialog } from '../../../components/admin/ui/FormDialog';
import { FormikInput } from '../../../components/admin/ui/form/FormikFields';

interface ResetPasswordDialogProps {
  user: User | null;
  onCancel: () => void;
  onReset: (user: User, password: string) => Promise<void>;
}

const EMPTY = { newPassword: '', confirmPassword: '' };

/** 'Reset Password for {username}': both fields at least 6 characters and equal. */
export function ResetPasswordDialog({ user, onCancel, onReset }: ResetPasswordDialogProps) {
  const { t, language } = useLanguage();
  return (
    <FormDialog
      open={user !== null}
      title={t('admin.users.reset.title', { username: user?.username ?? '' })}
      onCancel={onCancel}
      size="sm"

      initialValues={EMPTY}
      validationSchema={schemasFor(language).resetPasswordForm}
      onSubmit={async (values) => {
        if (user) await onReset(user, values.newPassword);
      }}

      submitLabel={t('admin.users.reset.submit')}
    >
      <Stack>
        <FormikInput
          name="newPassword"
          type="password"
          label={t('admin.users.reset.new')}
          autoComplete="new-password"
          dir="ltr"
          required
        />
        <FormikInput
          name="confirmPassword"
          type="password"
          label={t('admin.users.reset.confirm')}
          autoComplete="new-password"
          dir="ltr"
          required
        />
      </Stack>
    </FormDialog>
  );
}

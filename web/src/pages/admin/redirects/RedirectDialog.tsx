import { LANGUAGES, type RedirectInput } from '@rawi/proto';
import type { FormikHelpers } from 'formik';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../../../components/admin/ui/Card';
import { FormDialog } from '../../../components/admin/ui/FormDialog';
import { FormikInput, FormikSelect } from '../../../components/admin/ui/form/FormikFields';
import { EMPTY_REDIRECT_FORM, redirectSchema } from './redirectForm';

interface RedirectDialogProps {
  open: boolean;
  onCancel: () => void;
  onSave: (form: RedirectInput, helpers: FormikHelpers<RedirectInput>) => Promise<void>;
}

/** 'Add Redirect': an old address of the site, in a language, to a path of the site. */
export function RedirectDialog({ open, onCancel, onSave }: RedirectDialogProps) {
  const { t, language } = useLanguage();
  return (
    <FormDialog
      open={open}
      title={t('admin.redirects.dialog.add')}
      onCancel={onCancel}

      initialValues={{ ...EMPTY_REDIRECT_FORM, language }}
      validationSchema={redirectSchema(language)}
      onSubmit={onSave}
      enableReinitialize

      submitLabel={t('admin.redirects.dialog.save')}
    >
      <Stack>
        {(['from', 'to'] as const).map((name) => (
          <FormikInput
            key={name}
            name={name}
            label={t(`admin.redirects.field.${name}`)}
            hint={t(`admin.redirects.field.${name}.hint`)}
            autoComplete="off"
            dir="ltr"
            required
          />
        ))}
        <FormikSelect
          name="language"
          label={t('admin.redirects.field.language')}
          hint={t('admin.redirects.field.language.hint')}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.language.${option}`)}
            </option>
          ))}
        </FormikSelect>
      </Stack>
    </FormDialog>
  );
}

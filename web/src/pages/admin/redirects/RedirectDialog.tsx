import { LANGUAGES, type RedirectInput } from '@rawi/proto';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../../../components/admin/ui/Card';
import { Dialog } from '../../../components/admin/ui/Dialog';
import { DialogActions } from '../../../components/admin/ui/DialogActions';
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
    <Dialog open={open} title={t('admin.redirects.dialog.add')} onClose={onCancel}>
      <Formik
        validateOnBlur={false}
        initialValues={{ ...EMPTY_REDIRECT_FORM, language }}
        validationSchema={redirectSchema(language)}
        onSubmit={onSave}
        enableReinitialize
      >
        {({ isSubmitting }) => (
          <Form noValidate>
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
            <DialogActions
              onCancel={onCancel}
              submitLabel={t('admin.redirects.dialog.save')}
              submitting={isSubmitting}
            />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

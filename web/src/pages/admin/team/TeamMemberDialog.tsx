import { DEFAULT_IMAGES, type Language } from '@rawi/proto';
import { useLanguage } from '../../../app/language/LanguageContext';
import { FormDialog } from '../../../components/admin/ui/FormDialog';
import { FormGrid, Wide } from '../../../components/admin/ui/form/controls';
import { FormikInput, FormikTextArea } from '../../../components/admin/ui/form/FormikFields';
import { directionOfContent } from '../../../components/admin/ui/LanguageTabs';
import { LibraryImageField } from '../media/LibraryImageField';
import { memberFormSchema, type TeamMemberForm } from './teamForm';

interface TeamMemberDialogProps {
  open: boolean;
  editing: boolean;
  initial: TeamMemberForm;
  contentLanguage: Language;
  onCancel: () => void;
  onSave: (form: TeamMemberForm) => Promise<void>;
}

/** 'Add Team Member' / 'Edit Team Member' with the shared rules; saving saves the whole section. */
export function TeamMemberDialog({
  open,
  editing,
  initial,
  contentLanguage,
  onCancel,
  onSave,
}: TeamMemberDialogProps) {
  const { t, language } = useLanguage();
  const dir = directionOfContent(contentLanguage);
  return (
    <FormDialog
      open={open}
      title={t(editing ? 'admin.team.dialog.edit' : 'admin.team.dialog.add')}
      onCancel={onCancel}
      size="lg"

      initialValues={initial}
      validationSchema={memberFormSchema(language)}
      onSubmit={onSave}
      enableReinitialize

      submitLabel={t('admin.team.dialog.save')}
    >
      <FormGrid $columns={2}>
        <FormikInput name="name" label={t('admin.team.field.name')} dir={dir} required />
        <FormikInput name="position" label={t('admin.team.field.position')} dir={dir} required />
        <LibraryImageField
          name="image"
          label={t('admin.team.field.image')}
          hint={t('admin.team.field.image.hint', {
            person: DEFAULT_IMAGES.person,
            bot: DEFAULT_IMAGES.bot,
          })}
          contentLanguage={contentLanguage}
        />
        <Wide>
          <FormikTextArea name="bio" label={t('admin.team.field.bio')} rows={3} dir={dir} required />
        </Wide>
        <FormikInput name="linkedin" label={t('admin.team.field.linkedin')} type="url" dir="ltr" />
        <FormikInput
          name="expertise"
          label={t('admin.team.field.expertise')}
          hint={t('admin.team.field.expertise.hint')}
          dir={dir}
        />
      </FormGrid>
    </FormDialog>
  );
}

import { LANGUAGES, PROJECT_STATUSES } from '@rawi/proto';
import { useFormikContext, type FormikHelpers } from 'formik';
import { ChevronDown, ChevronUp, WandSparkles } from 'lucide-react';
import type { Project } from '@rawi/proto';
import type { HistoryTarget } from '../../../api/admin/history';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Stack } from '../../../components/admin/ui/Card';
import { FormDialog } from '../../../components/admin/ui/FormDialog';
import { HistoryButton, useRestoreGuard } from '../../../components/admin/history/HistoryButton';
import { FormGrid, Wide } from '../../../components/admin/ui/form/controls';
import { FormikInput, FormikSelect, FormikTextArea } from '../../../components/admin/ui/form/FormikFields';
import { directionOfContent } from '../../../components/admin/ui/LanguageTabs';
import { PATHS } from '../../../app/paths';
import { SeoFields, type SeoForm } from '../../../components/admin/seo/SeoFields';
import { CardHeader } from '../../../components/admin/ui/Card';
import { dictionaries, translate } from '../../../i18n';
import { LibraryImageField } from '../media/LibraryImageField';
import { projectFormSchema, slugify, timeZoneName, type ProjectForm } from './projectForm';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

interface ProjectDialogProps {
  open: boolean;
  editing: boolean;
  initial: ProjectForm;
  onCancel: () => void;
  onSave: (form: ProjectForm, helpers: FormikHelpers<ProjectForm>) => Promise<void>;
  /** When editing: the project's History, and what to do with a restored version. */
  history?: { target: HistoryTarget<Project>; onRestored: (project: Project) => void };
  /** When editing: the project's other language version ('Other language'). */
  translation?: ReactNode;
}

/** 'History' inside the form, asking first when the form has unsaved edits. */
function FormHistory({ target, onRestored }: NonNullable<ProjectDialogProps['history']>) {
  const { dirty } = useFormikContext<ProjectForm>();
  const guard = useRestoreGuard(dirty);
  return <HistoryButton target={target} onRestored={onRestored} beforeRestore={guard} />;
}

/** Sets the slug from the title, once a title is typed. */
function SlugFromTitle() {
  const { t } = useLanguage();
  const { values, setFieldValue } = useFormikContext<ProjectForm>();
  return (
    <SmallButton
      type="button"
      $variant="outline"
      disabled={values.title.trim() === ''}
      onClick={() => void setFieldValue('slug', slugify(values.title))}
    >
      <WandSparkles size={16} aria-hidden="true" />
      {t('admin.projects.slugFromTitle')}
    </SmallButton>
  );
}

/** The long texts, each across the form, with its height in rows. */
const TEXT_FIELDS = [
  ['briefDescription', 2],
  ['description', 5],
] as const;

/** When the project goes live and when it comes down again. */
const SCHEDULE_FIELDS = ['publishAt', 'unpublishAt'] as const;

function ProjectFields() {
  const { t } = useLanguage();
  const { values } = useFormikContext<ProjectForm>();
  const dir = directionOfContent(values.language);
  return (
    <FormGrid $columns={2}>
      <FormikInput name="title" label={t('admin.projects.field.title')} dir={dir} required />
      <FormikInput
        name="slug"
        label={t('admin.projects.field.slug')}
        hint={t('admin.projects.field.slug.hint')}
        dir="ltr"
        required
        action={<SlugFromTitle />}
      />
      <FormikSelect name="language" label={t('admin.projects.field.language')}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`admin.language.${language}`)}
          </option>
        ))}
      </FormikSelect>
      <FormikInput name="category" label={t('admin.projects.field.category')} dir={dir} required />
      <FormikSelect name="status" label={t('admin.projects.field.status')}>
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`admin.projects.status.${status}`)}
          </option>
        ))}
      </FormikSelect>
      <FormikInput
        name="sortOrder"
        type="number"
        label={t('admin.projects.field.sortOrder')}
        hint={t('admin.projects.field.sortOrder.hint')}
        dir="ltr"
      />
      {TEXT_FIELDS.map(([name, rows]) => (
        <Wide key={name}>
          <FormikTextArea
            name={name}
            label={t(`admin.projects.field.${name}`)}
            rows={rows}
            dir={dir}
            required
          />
        </Wide>
      ))}
      {LIST_FIELDS.map((name) => (
        <FormikTextArea
          key={name}
          name={name}
          label={t(`admin.projects.field.${name}`)}
          hint={t('admin.common.onePerLine')}
          rows={4}
          dir={dir}
        />
      ))}
      <FormikInput
        name="translationKey"
        label={t('admin.projects.field.translationKey')}
        hint={t('admin.projects.field.translationKey.hint')}
        dir="ltr"
      />
      <Stack>
        {SCHEDULE_FIELDS.map((name) => (
          <FormikInput
            key={name}
            name={name}
            type="datetime-local"
            label={t(`admin.projects.field.${name}`)}
            hint={t('admin.projects.field.schedule.hint', { zone: timeZoneName() })}
            dir="ltr"
          />
        ))}
      </Stack>
      <Wide>
        <FormikInput
          name="youtubeUrl"
          type="url"
          label={t('admin.projects.field.youtubeUrl')}
          hint={t('admin.common.optional')}
          dir="ltr"
        />
      </Wide>
      <LibraryImageField
        name="imageUrl"
        label={t('admin.projects.field.imageUrl')}
        hint={t('admin.projects.field.imageUrl.hint')}
        contentLanguage={values.language}
      />
    </FormGrid>
  );
}

/** Set apart from the project's own fields above it. */
const SeoSection = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Where each SEO field of the shared editor is kept in the project's form. */
const SEO_FIELDS = { title: 'seoTitle', description: 'seoDescription', ogImage: 'ogImage' } as const;

/**
 * The project page's meta title, description and Open Graph image, with counters and previews;
 * blank, the page uses the project's title, brief description and image. The section opens on
 * demand ('Search and Sharing'), and by itself when a submit finds one of its fields wrong.
 */
function ProjectSeoFields() {
  const { t } = useLanguage();
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext<ProjectForm>();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const texts = dictionaries[values.language];
  const errorOf = (key: keyof typeof SEO_FIELDS) => {
    const name = SEO_FIELDS[key];
    return touched[name] || submitCount > 0 ? errors[name] : undefined;
  };
  const wrong = submitCount > 0 && Object.values(SEO_FIELDS).some((name) => errors[name]);
  const open = opened || wrong;
  return (
    <SeoSection aria-label={t('admin.projects.seo.title')}>
      <CardHeader
        title={t('admin.projects.seo.title')}
        description={t('admin.projects.seo.description')}
        actions={
          <SmallButton
            type="button"
            $variant="outline"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpened(!open)}
          >
            {open ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
            {t(open ? 'admin.projects.seo.hide' : 'admin.projects.seo.show')}
          </SmallButton>
        }
      />
      <div id={panelId} hidden={!open}>
        {open && (
          <SeoFields
            value={{ title: values.seoTitle, description: values.seoDescription, ogImage: values.ogImage }}
            onChange={(key: keyof SeoForm, value) => void setFieldValue(SEO_FIELDS[key], value)}
            language={values.language}
            path={PATHS.project(values.slug.trim() || '…')}
            fallback={{
              title: translate(texts, 'seo.project.title', { title: values.title.trim() }, values.language),
              description: values.briefDescription.trim() || texts['seo.projects.description'],
              image: values.imageUrl.trim() || undefined,
            }}
            errors={{
              title: errorOf('title'),
              description: errorOf('description'),
              ogImage: errorOf('ogImage'),
            }}
          />
        )}
      </div>
    </SeoSection>
  );
}

/** The list fields, edited one item per line. */
const LIST_FIELDS = ['features', 'advantages', 'useCases'] as const;

/** 'Create New Project' / 'Edit Project' with every field and the shared validation messages. */
export function ProjectDialog({
  open,
  editing,
  initial,
  onCancel,
  onSave,
  history,
  translation,
}: ProjectDialogProps) {
  const { t, language } = useLanguage();
  // Closed, it draws nothing, and builds no form schema (on every render of the projects screen,
  // as it loaded, that was a few milliseconds of yup for a dialog nobody had opened).
  if (!open) return null;
  return (
    <FormDialog
      open
      title={t(editing ? 'admin.projects.dialog.edit' : 'admin.projects.dialog.create')}
      onCancel={onCancel}
      size="lg"

      initialValues={initial}
      validationSchema={projectFormSchema(language)}
      onSubmit={onSave}
      enableReinitialize

      submitLabel={t(editing ? 'admin.projects.dialog.update' : 'admin.projects.dialog.createButton')}
      start={history && <FormHistory {...history} />}
    >
      <ProjectFields />
      <ProjectSeoFields />
      {translation}
    </FormDialog>
  );
}

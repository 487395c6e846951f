import type { Language, Project } from '@rawi/proto';
import type { FormikHelpers } from 'formik';
import { FolderPlus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TileGrid } from '../../../components/admin/ui/TileGrid';
import { errorBodyOf, isStaleEdit, statusOf } from '../../../api/admin/errors';
import { projectHistoryTarget, useAdminProjects, useProjectActions } from '../../../api/admin/projects';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { LanguageTabs } from '../../../components/admin/ui/LanguageTabs';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { PreviewWebsiteButton } from '../../../components/admin/preview/PreviewWebsiteButton';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { PageLoader } from '../../../components/Spinner';
import { DeletedProjectsDialog } from './DeletedProjectsDialog';
import { ProjectAdminCard } from './ProjectAdminCard';
import { ProjectDialog } from './ProjectDialog';
import {
  counterpartForm,
  emptyProjectForm,
  projectFormOf,
  projectInputFrom,
  type ProjectForm,
} from './projectForm';
import { TranslationPanel } from './TranslationPanel';
import { useProjectTranslations } from '../../../api/admin/translations';

const Toolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

type Editing = { project: Project | null; form: ProjectForm } | null;

/** Projects of one language, drafts and archived included: create, edit, delete. */
export function ProjectsAdminPage() {
  const { t, language: uiLanguage } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const actions = useProjectActions();
  const [contentLanguage, setContentLanguage] = useState<Language>(uiLanguage);
  const { data: projects, error, mutate } = useAdminProjects(contentLanguage);
  const everyProject = useAdminProjects('all');
  const { data: translations } = useProjectTranslations();
  const pairOf = (project: Project) =>
    translations?.find((pair) => pair.translationKey === (project.translationKey ?? project.slug));
  const [editing, setEditing] = useState<Editing>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const [search, setSearch] = useSearchParams();

  // `?edit=<id>` (the dashboard's 'Translations' links) opens that project's dialog once loaded.
  const editId = search.get('edit');
  const [openedFromLink, setOpenedFromLink] = useState<string | null>(null);
  if (openedFromLink !== editId && (!editId || everyProject.data)) {
    setOpenedFromLink(editId);
    const wanted = editId ? everyProject.data?.find((project) => project.id === editId) : undefined;
    if (wanted) {
      setContentLanguage(wanted.language);
      setEditing({ project: wanted, form: projectFormOf(wanted) });
    }
  }
  // The link is followed once: the address drops it, so a reload does not open the dialog again.
  useEffect(() => {
    if (editId && everyProject.data) setSearch({}, { replace: true });
  }, [editId, everyProject.data, setSearch]);

  const create = () => setEditing({ project: null, form: emptyProjectForm(contentLanguage) });

  /** 'Create the Arabic version': a new project in that language, in the same pair. */
  const createCounterpart = (source: Project, language: Language) =>
    setEditing({ project: null, form: counterpartForm(source, language, everyProject.data ?? []) });

  /** Links an existing project of the other language to the edited one's pair. */
  const link = async (source: Project, other: Project) => {
    try {
      const input = {
        ...projectInputFrom(projectFormOf(other)),
        translationKey: source.translationKey ?? source.slug,
      };
      await actions.update(other.id, input, other.revision);
      notify.success('admin.projects.translation.linked');
    } catch (failure) {
      notify.failure('admin.projects.translation.linkFailed', failureReason(failure));
    }
  };

  const save = async (form: ProjectForm, helpers: FormikHelpers<ProjectForm>) => {
    if (!editing) return;
    const isNew = editing.project === null;
    try {
      const input = projectInputFrom(form);
      if (editing.project) await actions.update(editing.project.id, input, editing.project.revision);
      else await actions.create(input);
      notify.success(isNew ? 'admin.projects.created' : 'admin.projects.updated');
      setEditing(null);
      setContentLanguage(input.language);
    } catch (failure) {
      const status = statusOf(failure);
      const pairTaken = Boolean(errorBodyOf(failure)?.fields?.translationKey);
      if (status === 409 && !isStaleEdit(failure))
        helpers.setFieldError(
          pairTaken ? 'translationKey' : 'slug',
          t(pairTaken ? 'admin.projects.translationTaken' : 'admin.projects.slugTaken'),
        );
      // A 400's field messages are the shared rules' English texts, which the form already checks.
      const fields = errorBodyOf(failure)?.fields;
      if (status === 400 && fields && uiLanguage === 'en') helpers.setErrors(fields);
      notify.failure(
        isNew ? 'admin.projects.createFailed' : 'admin.projects.updateFailed',
        failureReason(failure, pairTaken ? 'admin.projects.translationTaken' : 'admin.projects.slugTaken'),
      );
      // Someone else's change is read at once, so the next edit starts from it.
      if (isStaleEdit(failure)) await mutate();
    }
  };

  const remove = async (project: Project) => {
    if (!(await confirm({ message: t('admin.projects.confirmDelete') }))) return;
    await notify.attempt(
      () => actions.remove(project.id),
      'admin.projects.deleted',
      'admin.projects.deleteFailed',
    );
  };

  return (
    <AdminPage
      title={t('admin.projects.title')}
      description={t('admin.projects.description')}
      actions={
        <>
          <PreviewWebsiteButton />
          <SmallButton type="button" $variant="outline" onClick={() => setShowDeleted(true)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('admin.projects.deleted.button')}
          </SmallButton>
          <SmallButton type="button" $variant="accent" onClick={create}>
            <Plus size={16} aria-hidden="true" />
            {t('admin.projects.create')}
          </SmallButton>
        </>
      }
    >
      <Toolbar>
        <LanguageTabs value={contentLanguage} onChange={setContentLanguage} />
      </Toolbar>
      {error ? (
        <LoadError message={t('admin.projects.fetchFailed')} onRetry={() => void mutate()} />
      ) : projects === undefined ? (
        <PageLoader />
      ) : projects.length === 0 ? (
        <AdminEmpty
          icon={<FolderPlus size={36} aria-hidden="true" />}
          text={t('admin.projects.empty', { language: t(`admin.language.${contentLanguage}`) })}
          action={
            <SmallButton type="button" $variant="accent" onClick={create}>
              <Plus size={16} aria-hidden="true" />
              {t('admin.projects.createFirst')}
            </SmallButton>
          }
        />
      ) : (
        <TileGrid $min={280}>
          {projects.map((project, index) => (
            <li key={project.id}>
              <ProjectAdminCard
                project={project}
                priority={index === 0}
                translation={pairOf(project)}
                onEdit={() => setEditing({ project, form: projectFormOf(project) })}
                onDelete={() => void remove(project)}
              />
            </li>
          ))}
        </TileGrid>
      )}
      <ProjectDialog
        open={editing !== null}
        editing={editing?.project != null}
        initial={editing?.form ?? emptyProjectForm(contentLanguage)}
        onCancel={() => setEditing(null)}
        onSave={save}
        translation={
          editing?.project ? (
            <TranslationPanel
              project={editing.project}
              projects={everyProject.data}
              onOpen={(counterpart) => setEditing({ project: counterpart, form: projectFormOf(counterpart) })}
              onCreate={(language) => editing.project && createCounterpart(editing.project, language)}
              onLink={(other) => (editing.project ? link(editing.project, other) : Promise.resolve())}
            />
          ) : undefined
        }
        history={
          editing?.project
            ? {
                target: projectHistoryTarget(editing.project.id),
                onRestored: (project) => setEditing({ project, form: projectFormOf(project) }),
              }
            : undefined
        }
      />
      <DeletedProjectsDialog
        open={showDeleted}
        onClose={() => setShowDeleted(false)}
        onRestored={(project) => setContentLanguage(project.language)}
      />
    </AdminPage>
  );
}

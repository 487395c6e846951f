import type { Language, TeamData, TeamMember } from '@rawi/proto';
import { Info, Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { TileGrid } from '../../../components/admin/ui/TileGrid';
import { isStaleEdit } from '../../../api/admin/errors';
import { useSaveContent } from '../../../api/admin/content';
import { contentHistoryTarget } from '../../../api/admin/contentHistory';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminEmpty } from '../../../components/admin/ui/AdminEmpty';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { SectionTranslationStatus } from '../../../components/admin/translation/TranslationStatus';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { HistoryButton } from '../../../components/admin/history/HistoryButton';
import { LanguageTabs } from '../../../components/admin/ui/LanguageTabs';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { SaveNote } from '../../../components/admin/ui/Tooltip';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { PageLoader } from '../../../components/Spinner';
import { TeamMemberCard } from './TeamMemberCard';
import { TeamMemberDialog } from './TeamMemberDialog';
import { EMPTY_MEMBER_FORM, memberFormOf, memberFromForm, withMember, type TeamMemberForm } from './teamForm';

type Editing = { index: number | null; form: TeamMemberForm } | null;

/** The team of one language version; every add, edit and delete saves the whole section. */
export function TeamPage() {
  const { t, language: uiLanguage } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const saveContent = useSaveContent();
  const [contentLanguage, setContentLanguage] = useState<Language>(uiLanguage);
  const { data, error, mutate } = useContent('team', contentLanguage);
  const [editing, setEditing] = useState<Editing>(null);
  const members: TeamMember[] = data?.data.members ?? [];
  const languageName = t(`admin.language.${contentLanguage}`);

  const saveMembers = async (next: TeamMember[]): Promise<boolean> => {
    const section: TeamData = { ...data?.data, members: next };
    try {
      await saveContent('team', contentLanguage, section, data?.revision);
      notify.success('admin.team.saved');
      return true;
    } catch (failure) {
      notify.failure('admin.team.saveFailed', isStaleEdit(failure) ? 'admin.error.staleEdit' : undefined);
      if (isStaleEdit(failure)) await mutate();
      return false;
    }
  };

  const remove = async (index: number) => {
    if (!(await confirm({ message: t('admin.team.confirmDelete') }))) return;
    await saveMembers(members.filter((_, i) => i !== index));
  };

  const addButton = (label: string) => (
    <SmallButton
      type="button"
      $variant="accent"
      onClick={() => setEditing({ index: null, form: EMPTY_MEMBER_FORM })}
    >
      <Plus size={16} aria-hidden="true" />
      {label}
    </SmallButton>
  );

  return (
    <AdminPage
      title={t('admin.team.title')}
      description={t('admin.team.description')}
      actions={
        <>
          <SectionTranslationStatus section="team" />
          {/* Every change here is saved at once, so a restore never replaces unsaved edits. */}
          <HistoryButton
            target={contentHistoryTarget('team', contentLanguage)}
            onRestored={() => undefined}
          />
          <SaveNote
            label={t('admin.common.saveChanges')}
            reason={t('admin.team.saveChanges.reason')}
            icon={<Info size={16} aria-hidden="true" />}
          />
        </>
      }
    >
      <Card>
        <CardHeader
          title={t('admin.team.header', { language: languageName })}
          actions={
            <>
              <LanguageTabs value={contentLanguage} onChange={setContentLanguage} />
              {addButton(t('admin.team.add'))}
            </>
          }
        />
        {error ? (
          <LoadError message={t('admin.team.loadFailed')} onRetry={() => void mutate()} />
        ) : data === undefined ? (
          <PageLoader />
        ) : members.length === 0 ? (
          <AdminEmpty
            icon={<UserPlus size={36} aria-hidden="true" />}
            text={t('admin.team.empty', { language: languageName })}
            action={addButton(t('admin.team.addFirst'))}
          />
        ) : (
          <TileGrid $min={260}>
            {members.map((member, index) => (
              <li key={`${member.name}-${index}`}>
                <TeamMemberCard
                  member={member}
                  onEdit={() => setEditing({ index, form: memberFormOf(member) })}
                  onDelete={() => void remove(index)}
                />
              </li>
            ))}
          </TileGrid>
        )}
      </Card>
      <TeamMemberDialog
        open={editing !== null}
        editing={editing?.index !== null && editing !== null}
        initial={editing?.form ?? EMPTY_MEMBER_FORM}
        contentLanguage={contentLanguage}
        onCancel={() => setEditing(null)}
        onSave={async (form) => {
          if (!editing) return;
          if (await saveMembers(withMember(members, editing.index, memberFromForm(form)))) setEditing(null);
        }}
      />
    </AdminPage>
  );
}

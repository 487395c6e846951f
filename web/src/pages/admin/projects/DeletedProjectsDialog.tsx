import type { DeletedProject } from '@rawi/proto';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../../../components/admin/ui/spreadRow';
import { useDeletedProjects, useUndeleteProject } from '../../../api/admin/projects';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Dialog, DialogFooter } from '../../../components/admin/ui/Dialog';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { formatDateTime } from '../../../components/admin/ui/format';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { PageLoader } from '../../../components/Spinner';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  ${spreadRow(3)}
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Name = styled.div`
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface DeletedProjectsDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a restore, e.g. to show the restored project's language. */
  onRestored: (project: DeletedProject) => void;
}

/** 'Recently deleted': projects whose history is still kept, each with 'Restore'. */
export function DeletedProjectsDialog({ open, onClose, onRestored }: DeletedProjectsDialogProps) {
  const { t, language } = useLanguage();
  const notify = useNotify();
  const { data, error, mutate } = useDeletedProjects(open);
  const undelete = useUndeleteProject();
  const [busy, setBusy] = useState<string | null>(null);

  const restore = async (project: DeletedProject) => {
    setBusy(project.id);
    try {
      await undelete(project.id);
      notify.success('admin.projects.deleted.restored');
      onRestored(project);
    } catch (failure) {
      notify.failure(
        'admin.projects.deleted.restoreFailed',
        failureReason(failure, 'admin.projects.deleted.slugTaken'),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('admin.projects.deleted.title')}
      description={t('admin.projects.deleted.description')}
    >
      {error && !data ? (
        <LoadError message={t('admin.projects.fetchFailed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <PageLoader />
      ) : data.length === 0 ? (
        <Empty>{t('admin.projects.deleted.empty')}</Empty>
      ) : (
        <List>
          {data.map((project) => (
            <Row key={project.id}>
              <Name>
                <strong dir="auto">{project.title}</strong>
                <span>
                  <Badge $tone="neutral">{t(`admin.language.${project.language}`)}</Badge>{' '}
                  {t('admin.projects.deleted.when', { date: formatDateTime(project.deletedAt, language) })}
                  {project.deletedBy && ` · ${t('admin.history.by', { name: project.deletedBy.username })}`}
                </span>
              </Name>
              <SmallButton
                type="button"
                $variant="outline"
                disabled={busy !== null}
                onClick={() => void restore(project)}
                aria-label={`${t('admin.projects.deleted.restore')}: ${project.title}`}
              >
                <RotateCcw size={16} aria-hidden="true" />
                {t('admin.projects.deleted.restore')}
              </SmallButton>
            </Row>
          ))}
        </List>
      )}
      <DialogFooter>
        <Button type="button" $variant="outline" onClick={onClose}>
          {t('admin.common.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

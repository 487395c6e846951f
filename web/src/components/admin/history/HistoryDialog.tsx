import type { Version } from '@rawi/proto';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useRestoreVersion, useVersions, type HistoryTarget } from '../../../api/admin/history';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../Badge';
import { Button } from '../../Button';
import { PageLoader } from '../../Spinner';
import { Dialog, DialogFooter } from '../ui/Dialog';
import { failureReason } from '../notifications/failureReason';
import { formatDateTime } from '../ui/format';
import { LoadError } from '../ui/LoadError';
import { useNotify } from '../notifications/useNotify';
import { VersionData } from './VersionData';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 720px) {
    grid-template-columns: minmax(200px, 240px) 1fr;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  max-height: 50vh;
  overflow-y: auto;
  padding: 0;
  list-style: none;
`;

const Entry = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2.5)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const When = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Who = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Preview = styled.section`
  min-width: 0;
  max-height: 50vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface HistoryDialogProps<R> {
  open: boolean;
  onClose: () => void;
  target: HistoryTarget<R>;
  /** Called with the server's reply after a restore (the item as now saved). */
  onRestored: (saved: R) => void;
  /** Asked before restoring, e.g. to confirm discarding unsaved edits; false cancels. */
  beforeRestore?: () => Promise<boolean>;
}

/**
 * An item's saved versions, newest first, with who saved each and when; one is shown
 * read-only and can be restored (the server saves it as the newest version).
 */
export function HistoryDialog<R>({
  open,
  onClose,
  target,
  onRestored,
  beforeRestore,
}: HistoryDialogProps<R>) {
  const { t, language } = useLanguage();
  const notify = useNotify();
  const { data, error, mutate } = useVersions(open ? target : null);
  const restoreVersion = useRestoreVersion();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);

  // A closed dialog forgets its choice: it opens on the newest version again.
  if (!open && selectedId !== null) setSelectedId(null);

  const versions = data ?? [];
  const selected: Version | undefined = versions.find((v) => v.id === selectedId) ?? versions[0];
  const isCurrent = selected !== undefined && selected.id === versions[0]?.id;

  const restore = async () => {
    if (!selected || isCurrent) return;
    if (beforeRestore && !(await beforeRestore())) return;
    setRestoring(true);
    try {
      const saved = await restoreVersion(target, selected.id);
      notify.success('admin.history.restored.title', 'admin.history.restored.text');
      onRestored(saved);
      onClose();
    } catch (failure) {
      notify.failure('admin.history.restoreFailed', failureReason(failure));
    } finally {
      setRestoring(false);
    }
  };

  const author = (version: Version) =>
    version.author ? t('admin.history.by', { name: version.author.username }) : t('admin.history.original');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('admin.history.title')}
      description={t('admin.history.description')}
      size="lg"
    >
      {error && !data ? (
        <LoadError message={t('admin.history.loadFailed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <PageLoader />
      ) : versions.length === 0 ? (
        <Empty>{t('admin.history.empty')}</Empty>
      ) : (
        <Columns>
          <List aria-label={t('admin.history.versions')}>
            {versions.map((version, index) => (
              <li key={version.id}>
                <Entry
                  type="button"
                  $selected={version.id === selected?.id}
                  aria-current={version.id === selected?.id ? 'true' : undefined}
                  onClick={() => setSelectedId(version.id)}
                >
                  <When>{formatDateTime(version.savedAt, language)}</When>
                  <Who>{author(version)}</Who>
                  <Badges>
                    {index === 0 && <Badge $tone="success">{t('admin.history.current')}</Badge>}
                    {version.reason !== 'save' && (
                      <Badge $tone={version.reason === 'delete' ? 'danger' : 'neutral'}>
                        {t(`admin.history.reason.${version.reason}`)}
                      </Badge>
                    )}
                  </Badges>
                </Entry>
              </li>
            ))}
          </List>
          {selected && (
            <Preview
              aria-label={t('admin.history.selected', { date: formatDateTime(selected.savedAt, language) })}
            >
              <h3>{t('admin.history.selected', { date: formatDateTime(selected.savedAt, language) })}</h3>
              <VersionData data={selected.data} />
            </Preview>
          )}
        </Columns>
      )}
      <DialogFooter>
        <Button type="button" $variant="outline" onClick={onClose}>
          {t('admin.common.close')}
        </Button>
        {versions.length > 0 && (
          <Button
            type="button"
            $variant="primary"
            disabled={!selected || isCurrent || restoring}
            onClick={restore}
          >
            <RotateCcw size={16} aria-hidden="true" />
            {restoring ? t('admin.history.restoring') : t('admin.history.restore')}
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}

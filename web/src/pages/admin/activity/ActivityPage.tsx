import {
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  SCHEDULER_ACTOR,
  type ActivityEntry,
  type ActivityKind,
} from '@rawi/proto';
import { useState } from 'react';
import styled from 'styled-components';
import { useActivity, type ActivityFilters } from '../../../api/admin/activity';
import { useUsers } from '../../../api/admin/users';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { AdminTable, type AdminTableColumn } from '../../../components/admin/ui/AdminTable';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Card } from '../../../components/admin/ui/Card';
import { FilterGrid } from '../../../components/admin/ui/form/controls';
import { filterOptions, PlainDateRange, PlainSelect } from '../../../components/admin/ui/form/PlainFields';
import { formatDateTime } from '../../../components/admin/ui/format';
import { LoadError } from '../../../components/admin/ui/LoadError';
import { Badge } from '../../../components/Badge';
import { Ltr } from '../../../components/layout';
import { PageLoader } from '../../../components/Spinner';
import { describeActivity } from './describeActivity';

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /admin/activity: who changed what and when, newest first, with filters. Read-only. */
export function ActivityPage() {
  const { t, language } = useLanguage();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const { data: pages, error, mutate, size, setSize, isValidating } = useActivity(filters);
  const users = useUsers();
  const entries = pages?.flat() ?? [];
  // A full last page means there may be older entries.
  const hasMore = pages?.at(-1)?.length === ACTIVITY_PAGE_SIZE;
  const set = (patch: ActivityFilters) => setFilters((current) => ({ ...current, ...patch }));

  const columns: AdminTableColumn<ActivityEntry>[] = [
    {
      label: t('admin.activity.column.when'),
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>,
    },
    {
      label: t('admin.activity.column.who'),
      cell: (entry) => (
        <strong dir="auto">
          {entry.actor?.id === SCHEDULER_ACTOR.id
            ? t('admin.activity.scheduler')
            : (entry.actor?.username ?? t('admin.activity.someone'))}
        </strong>
      ),
    },
    {
      label: t('admin.activity.column.what'),
      cell: (entry) => (
        <>
          <Badge $tone="neutral">{t(`admin.activity.kind.${entry.kind}`)}</Badge>{' '}
          <span dir="auto">{describeActivity(entry, t, language)}</span>
        </>
      ),
    },
    {
      label: t('admin.activity.column.address'),
      cell: (entry) => (entry.clientAddress ? <Ltr>{entry.clientAddress}</Ltr> : ''),
    },
  ];

  return (
    <AdminPage title={t('admin.activity.title')} description={t('admin.activity.description')}>
      <Card>
        <FilterGrid $min={160}>
          <PlainSelect
            label={t('admin.activity.filter.actor')}
            value={filters.actor ?? ''}
            onChange={(actor) => set({ actor: actor || undefined })}
            options={[
              { value: '', label: t('admin.activity.filter.all') },
              ...(users.data ?? []).map((user) => ({ value: user.id, label: user.username })),
            ]}
          />
          <PlainSelect<ActivityKind | ''>
            label={t('admin.activity.filter.kind')}
            value={filters.kind ?? ''}
            onChange={(kind) => set({ kind: kind || undefined })}
            options={filterOptions(t('admin.activity.filter.all'), ACTIVITY_KINDS, (kind) =>
              t(`admin.activity.kind.${kind}`),
            )}
          />
          <PlainDateRange
            labels={{ from: t('admin.activity.filter.from'), to: t('admin.activity.filter.to') }}
            range={filters}
            onChange={set}
          />
        </FilterGrid>
        {error && !pages ? (
          <LoadError message={t('admin.activity.loadFailed')} onRetry={() => void mutate()} />
        ) : !pages ? (
          <PageLoader />
        ) : entries.length === 0 ? (
          <Empty>{t('admin.activity.empty')}</Empty>
        ) : (
          <>
            <AdminTable
              label={t('admin.activity.title')}
              columns={columns}
              rows={entries}
              rowKey={(entry) => entry.id}
              rowData={(entry) => ({ 'data-testid': 'activity-row', 'data-action': entry.action })}
            />
            {hasMore && (
              <More>
                <SmallButton
                  type="button"
                  $variant="outline"
                  disabled={isValidating}
                  onClick={() => void setSize(size + 1)}
                >
                  {t('admin.activity.loadMore')}
                </SmallButton>
              </More>
            )}
          </>
        )}
      </Card>
    </AdminPage>
  );
}

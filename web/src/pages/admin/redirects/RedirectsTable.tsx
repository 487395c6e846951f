import type { Redirect } from '@rawi/proto';
import { Trash } from 'lucide-react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { AdminTable, type AdminTableColumn } from '../../../components/admin/ui/AdminTable';
import { NoWrap, RowActions, Truncate } from '../../../components/admin/ui/DataTable';
import { IconButton } from '../../../components/admin/ui/buttons';
import { formatDateTime } from '../../../components/admin/ui/format';
import { useDisplayTimeZone } from '../../../components/admin/ui/useDisplayTimeZone';

interface RedirectsTableProps {
  redirects: Redirect[];
  onDelete: (redirect: Redirect) => void;
}

/** Each redirect: its old address, where it leads, its language and origin, visits and last use. */
export function RedirectsTable({ redirects, onDelete }: RedirectsTableProps) {
  const { t, language } = useLanguage();
  const timeZone = useDisplayTimeZone();
  const columns: AdminTableColumn<Redirect>[] = [
    {
      label: t('admin.redirects.column.from'),
      cell: (redirect) => (
        <Truncate title={redirect.from}>
          <bdi dir="auto">{redirect.from}</bdi>
        </Truncate>
      ),
    },
    {
      label: t('admin.redirects.column.to'),
      cell: (redirect) => (
        <Truncate title={redirect.to}>
          <bdi dir="auto">{redirect.to}</bdi>
        </Truncate>
      ),
    },
    {
      label: t('admin.redirects.column.language'),
      cell: (redirect) => <Badge $tone="neutral">{t(`admin.language.${redirect.language}`)}</Badge>,
    },
    {
      label: t('admin.redirects.column.kind'),
      cell: (redirect) => (
        <Badge $tone={redirect.kind === 'slug' ? 'primary' : 'neutral'}>
          {t(redirect.kind === 'slug' ? 'admin.redirects.kind.slug' : 'admin.redirects.kind.manual')}
        </Badge>
      ),
    },
    {
      label: t('admin.redirects.column.hits'),
      cell: (redirect) => <span data-testid="redirect-hits">{redirect.hits.toLocaleString(language)}</span>,
    },
    {
      label: t('admin.redirects.column.lastUsed'),
      cell: (redirect) => (
        <NoWrap>
          {redirect.lastUsedAt
            ? formatDateTime(redirect.lastUsedAt, language, timeZone)
            : t('admin.redirects.never')}
        </NoWrap>
      ),
    },
    {
      label: t('admin.redirects.column.actions'),
      cell: (redirect) => (
        <RowActions>
          <IconButton
            type="button"
            $tone="danger"
            title={t('admin.common.delete')}
            aria-label={t('admin.redirects.deleteFor', { from: redirect.from })}
            onClick={() => onDelete(redirect)}
          >
            <Trash size={16} aria-hidden="true" />
          </IconButton>
        </RowActions>
      ),
    },
  ];
  return (
    <AdminTable
      label={t('admin.redirects.title')}
      columns={columns}
      rows={redirects}
      rowKey={(redirect) => redirect.id}
      rowData={(redirect) => ({
        'data-testid': 'redirect-row',
        'data-from': redirect.from,
        'data-language': redirect.language,
      })}
    />
  );
}

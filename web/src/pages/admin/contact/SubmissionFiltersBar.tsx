import {
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type SubmissionPriority,
  type SubmissionStatus,
} from '@rawi/proto';
import { useEffect, useState } from 'react';
import type { SubmissionFilters } from '../../../api/admin/submissions';
import { useLanguage } from '../../../app/language/LanguageContext';
import { FilterGrid } from '../../../components/admin/ui/form/controls';
import {
  filterOptions,
  PlainDateRange,
  PlainSelect,
  PlainTextField,
} from '../../../components/admin/ui/form/PlainFields';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

interface SubmissionFiltersBarProps {
  filters: SubmissionFilters;
  onChange: (filters: SubmissionFilters) => void;
}

/** Status, priority, the date range and words to find: what the list and its CSV show. */
export function SubmissionFiltersBar({ filters, onChange }: SubmissionFiltersBarProps) {
  const { t } = useLanguage();
  const [search, setSearch] = useState(filters.q ?? '');
  const set = (patch: SubmissionFilters) => onChange({ ...filters, ...patch });

  useEffect(() => {
    if ((filters.q ?? '') === search.trim()) return undefined;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q: search.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);

  return (
    <FilterGrid $min={150} role="search">
      <PlainTextField
        label={t('admin.contact.filter.search')}
        placeholder={t('admin.contact.filter.searchHint')}
        value={search}
        onChange={setSearch}
      />
      <PlainSelect<SubmissionStatus | ''>
        label={t('admin.contact.filter.status')}
        value={filters.status ?? ''}
        onChange={(status) => set({ status: status || undefined })}
        options={filterOptions(t('admin.contact.filter.all'), SUBMISSION_STATUSES, (status) =>
          t(`admin.contact.status.${status}`),
        )}
      />
      <PlainSelect<SubmissionPriority | ''>
        label={t('admin.contact.filter.priority')}
        value={filters.priority ?? ''}
        onChange={(priority) => set({ priority: priority || undefined })}
        options={filterOptions(t('admin.contact.filter.all'), SUBMISSION_PRIORITIES, (priority) =>
          t(`admin.contact.priority.${priority}`),
        )}
      />
      <PlainDateRange
        labels={{ from: t('admin.contact.filter.from'), to: t('admin.contact.filter.to') }}
        range={filters}
        onChange={set}
      />
    </FilterGrid>
  );
}

import {
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type SubmissionPriority,
  type SubmissionStatus,
} from '@rawi/proto';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { SubmissionFilters } from '../../../api/admin/submissions';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Input } from '../../../components/admin/ui/form/controls';
import { Field } from '../../../components/admin/ui/form/Field';
import { PlainSelect, PlainTextField } from '../../../components/admin/ui/form/PlainFields';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <Input id={id} type="date" dir="ltr" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

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
    <Bar role="search">
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
        options={[
          { value: '', label: t('admin.contact.filter.all') },
          ...SUBMISSION_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.contact.status.${status}`),
          })),
        ]}
      />
      <PlainSelect<SubmissionPriority | ''>
        label={t('admin.contact.filter.priority')}
        value={filters.priority ?? ''}
        onChange={(priority) => set({ priority: priority || undefined })}
        options={[
          { value: '', label: t('admin.contact.filter.all') },
          ...SUBMISSION_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`admin.contact.priority.${priority}`),
          })),
        ]}
      />
      <DateField
        label={t('admin.contact.filter.from')}
        value={filters.from ?? ''}
        onChange={(from) => set({ from: from || undefined })}
      />
      <DateField
        label={t('admin.contact.filter.to')}
        value={filters.to ?? ''}
        onChange={(to) => set({ to: to || undefined })}
      />
    </Bar>
  );
}

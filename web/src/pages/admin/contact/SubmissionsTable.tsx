import {
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type ContactSubmission,
  type SubmissionPriority,
  type SubmissionStatus,
} from '@rawi/proto';
import { Eye, Trash } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { IconButton } from '../../../components/admin/ui/buttons';
import { AdminTable, type AdminTableColumn } from '../../../components/admin/ui/AdminTable';
import { Muted, RowActions } from '../../../components/admin/ui/DataTable';
import { ListboxSelect } from '../../../components/admin/ui/form/ListboxSelect';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { formatDateTime } from '../../../components/admin/ui/format';
import { Ltr } from '../../../components/layout';

const STATUS_TONES: Record<SubmissionStatus, BadgeTone> = {
  new: 'accent',
  in_progress: 'warning',
  resolved: 'success',
};
const PRIORITY_TONES: Record<SubmissionPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'primary',
  high: 'danger',
};

const Name = styled.strong`
  display: block;
`;

interface SubmissionsTableProps {
  submissions: ContactSubmission[];
  onChange: (
    submission: ContactSubmission,
    changes: { status?: SubmissionStatus; priority?: SubmissionPriority },
  ) => void;
  onView: (submission: ContactSubmission) => void;
  onDelete: (submission: ContactSubmission) => void;
}

/** 'Contact Management': status and priority save as soon as they change. */
export function SubmissionsTable({ submissions, onChange, onView, onDelete }: SubmissionsTableProps) {
  const { t, language } = useLanguage();
  const columns: AdminTableColumn<ContactSubmission>[] = [
    {
      label: t('admin.contact.column.contact'),
      cell: (submission) => (
        <div>
          <Name>
            <bdi>{submission.name}</bdi>
          </Name>
          <Muted>
            <Ltr>{submission.email}</Ltr>
          </Muted>
          {submission.phone && (
            <Muted>
              <Ltr>{submission.phone}</Ltr>
            </Muted>
          )}
        </div>
      ),
    },
    {
      label: t('admin.contact.column.company'),
      cell: (submission) => <bdi>{submission.company || '–'}</bdi>,
    },
    {
      label: t('admin.contact.column.status'),
      cell: (submission) => (
        <ListboxSelect
          label={t('admin.contact.statusFor', { name: submission.name })}
          value={submission.status}
          onChange={(status: SubmissionStatus) => onChange(submission, { status })}
          options={SUBMISSION_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.contact.status.${status}`),
            render: <Badge $tone={STATUS_TONES[status]}>{t(`admin.contact.status.${status}`)}</Badge>,
          }))}
        />
      ),
    },
    {
      label: t('admin.contact.column.priority'),
      cell: (submission) => (
        <ListboxSelect
          label={t('admin.contact.priorityFor', { name: submission.name })}
          value={submission.priority}
          onChange={(priority: SubmissionPriority) => onChange(submission, { priority })}
          options={SUBMISSION_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`admin.contact.priority.${priority}`),
            render: <Badge $tone={PRIORITY_TONES[priority]}>{t(`admin.contact.priority.${priority}`)}</Badge>,
          }))}
        />
      ),
    },
    {
      label: t('admin.contact.column.created'),
      cell: (submission) => formatDateTime(submission.createdAt, language),
    },
    {
      label: t('admin.contact.column.actions'),
      cell: (submission) => (
        <RowActions>
          <IconButton
            type="button"
            aria-label={t('admin.contact.view', { name: submission.name })}
            onClick={() => onView(submission)}
          >
            <Eye size={16} aria-hidden="true" />
          </IconButton>
          <IconButton
            type="button"
            $tone="danger"
            aria-label={t('admin.contact.delete', { name: submission.name })}
            onClick={() => onDelete(submission)}
          >
            <Trash size={16} aria-hidden="true" />
          </IconButton>
        </RowActions>
      ),
    },
  ];
  return (
    <AdminTable
      label={t('admin.contact.tableTitle')}
      columns={columns}
      rows={submissions}
      rowKey={(submission) => submission.id}
      rowData={() => ({ 'data-testid': 'submission-row' })}
    />
  );
}

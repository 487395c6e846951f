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
import { IconButton } from '../../../components/admin/buttons';
import { AdminTable, type AdminTableColumn } from '../../../components/admin/AdminTable';
import { Muted, RowActions } from '../../../components/admin/DataTable';
import { Select } from '../../../components/admin/form/controls';
import { formatDateTime } from '../../../components/admin/format';
import { Ltr } from '../../../components/layout';

const Compact = styled(Select)`
  min-width: 130px;
  min-height: 34px;
  padding-top: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(1)};
`;

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
        <Compact
          aria-label={t('admin.contact.statusFor', { name: submission.name })}
          value={submission.status}
          onChange={(event) => onChange(submission, { status: event.target.value as SubmissionStatus })}
        >
          {SUBMISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.contact.status.${status}`)}
            </option>
          ))}
        </Compact>
      ),
    },
    {
      label: t('admin.contact.column.priority'),
      cell: (submission) => (
        <Compact
          aria-label={t('admin.contact.priorityFor', { name: submission.name })}
          value={submission.priority}
          onChange={(event) => onChange(submission, { priority: event.target.value as SubmissionPriority })}
        >
          {SUBMISSION_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`admin.contact.priority.${priority}`)}
            </option>
          ))}
        </Compact>
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

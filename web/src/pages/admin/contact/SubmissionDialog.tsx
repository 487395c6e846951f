import { schemasFor, type ContactSubmission } from '@rawi/proto';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../../components/Button';
import { Dialog, DialogFooter } from '../../../components/admin/ui/Dialog';
import { TextArea } from '../../../components/admin/ui/form/controls';
import { describedBy, Field } from '../../../components/admin/ui/form/Field';
import { firstProblem } from '../../../lib/validation';
import { formatDateTime } from '../../../components/admin/ui/format';
import { Ltr } from '../../../components/layout';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const Full = styled.div`
  grid-column: 1 / -1;
`;

const Message = styled.dd`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-wrap;
  && {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface SubmissionDialogProps {
  submission: ContactSubmission | null;
  onClose: () => void;
  onSaveNotes: (submission: ContactSubmission, notes: string) => Promise<boolean>;
}

/** Every field of a submission, and its internal notes (kept for the team, never sent to the sender). */
export function SubmissionDialog({ submission, onClose, onSaveNotes }: SubmissionDialogProps) {
  const { t, language } = useLanguage();
  const notesId = useId();
  const [notes, setNotes] = useState(submission?.notes ?? '');
  const [saving, setSaving] = useState(false);
  // Another submission (or a saved one coming back) starts from its own notes.
  const [notesOf, setNotesOf] = useState(submission);
  if (notesOf !== submission) {
    setNotesOf(submission);
    setNotes(submission?.notes ?? '');
  }
  // The rule the server applies to notes, in the panel's language.
  const notesProblem = firstProblem(schemasFor(language).submissionUpdate, { notes });

  const field = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value || '–'}</dd>
    </div>
  );

  return (
    <Dialog open={submission !== null} title={t('admin.contact.details.title')} onClose={onClose} size="lg">
      {submission && (
        <>
          <Details>
            {field(t('admin.contact.field.name'), <bdi>{submission.name}</bdi>)}
            {field(t('admin.contact.field.email'), <Ltr>{submission.email}</Ltr>)}
            {field(t('admin.contact.field.company'), submission.company && <bdi>{submission.company}</bdi>)}
            {field(t('admin.contact.field.phone'), submission.phone && <Ltr>{submission.phone}</Ltr>)}
            {field(t('admin.contact.field.status'), t(`admin.contact.status.${submission.status}`))}
            {field(t('admin.contact.field.priority'), t(`admin.contact.priority.${submission.priority}`))}
            {field(t('admin.contact.field.created'), formatDateTime(submission.createdAt, language))}
            {field(t('admin.contact.field.updated'), formatDateTime(submission.updatedAt, language))}
            <Full>
              <dt>{t('admin.contact.field.message')}</dt>
              <Message dir="auto">{submission.message}</Message>
            </Full>
          </Details>
          <Notes>
            <Field id={notesId} label={t('admin.contact.field.notes')} error={notesProblem}>
              <TextArea
                id={notesId}
                rows={3}
                dir="auto"
                value={notes}
                aria-invalid={notesProblem ? true : undefined}
                aria-describedby={describedBy(notesId, undefined, notesProblem)}
                onChange={(event) => setNotes(event.target.value)}
              />
            </Field>
          </Notes>
          <DialogFooter>
            <Button type="button" $variant="outline" onClick={onClose}>
              {t('admin.common.close')}
            </Button>
            <Button
              type="button"
              $variant="primary"
              disabled={saving || notes === (submission.notes ?? '') || notesProblem !== undefined}
              onClick={async () => {
                setSaving(true);
                await onSaveNotes(submission, notes);
                setSaving(false);
              }}
            >
              {saving ? t('admin.common.saving') : t('admin.contact.saveNotes')}
            </Button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}

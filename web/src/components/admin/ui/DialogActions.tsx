import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../Button';
import { DialogFooter } from './Dialog';

interface DialogActionsProps {
  onCancel: () => void;
  /** The submit button's text while idle. */
  submitLabel: string;
  /** While true the submit button is disabled and reads 'Saving...'. */
  submitting?: boolean;
  /** Secondary controls at the start of the footer (e.g. 'History'). */
  start?: ReactNode;
}

const Start = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-end: auto;
`;

/** The footer every form dialog shares: Cancel, then the submit button. */
export function DialogActions({ onCancel, submitLabel, submitting = false, start }: DialogActionsProps) {
  const { t } = useLanguage();
  return (
    <DialogFooter>
      {start && <Start>{start}</Start>}
      <Button type="button" $variant="outline" onClick={onCancel}>
        {t('admin.common.cancel')}
      </Button>
      <Button type="submit" $variant="primary" disabled={submitting}>
        {submitting ? t('admin.common.saving') : submitLabel}
      </Button>
    </DialogFooter>
  );
}

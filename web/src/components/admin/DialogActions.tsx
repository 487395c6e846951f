import { useLanguage } from '../../app/language/LanguageContext';
import { Button } from '../Button';
import { DialogFooter } from './Dialog';

interface DialogActionsProps {
  onCancel: () => void;
  /** The submit button's text while idle. */
  submitLabel: string;
  /** While true the submit button is disabled and reads 'Saving...'. */
  submitting?: boolean;
}

/** The footer every form dialog shares: Cancel, then the submit button. */
export function DialogActions({ onCancel, submitLabel, submitting = false }: DialogActionsProps) {
  const { t } = useLanguage();
  return (
    <DialogFooter>
      <Button type="button" $variant="outline" onClick={onCancel}>
        {t('admin.common.cancel')}
      </Button>
      <Button type="submit" $variant="primary" disabled={submitting}>
        {submitting ? t('admin.common.saving') : submitLabel}
      </Button>
    </DialogFooter>
  );
}

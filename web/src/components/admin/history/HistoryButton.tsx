import { History } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { HistoryTarget } from '../../../api/admin/history';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from '../ui/buttons';
import { useConfirm } from '../notifications/confirm';
import { HistoryDialog } from './HistoryDialog';

interface HistoryButtonProps<R> {
  target: HistoryTarget<R>;
  onRestored: (saved: R) => void;
  beforeRestore?: () => Promise<boolean>;
  disabled?: boolean;
}

/** 'History' beside an editor's save button, opening the item's versions. */
export function HistoryButton<R>({ target, onRestored, beforeRestore, disabled }: HistoryButtonProps<R>) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <>
      <SmallButton type="button" $variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <History size={16} aria-hidden="true" />
        {t('admin.history.button')}
      </SmallButton>
      <HistoryDialog
        open={open}
        onClose={() => setOpen(false)}
        target={target}
        onRestored={onRestored}
        beforeRestore={beforeRestore}
      />
    </>
  );
}

/** Asks before a restore would replace unsaved edits; resolves true when there are none. */
export function useRestoreGuard(dirty: boolean): () => Promise<boolean> {
  const { t } = useLanguage();
  const confirm = useConfirm();
  return useCallback(
    async () =>
      !dirty ||
      confirm({ message: t('admin.history.discardChanges'), confirmLabel: t('admin.history.restore') }),
    [confirm, dirty, t],
  );
}

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../Button';
import { DangerButton } from '../ui/buttons';
import { Dialog, DialogFooter } from '../ui/Dialog';

interface ConfirmOptions {
  /** The question, e.g. 'Are you sure you want to delete this file?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | undefined>(undefined);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used within a ConfirmProvider');
  return confirm;
}

/** One confirmation dialog for the admin panel; `await confirm({...})` answers true or false. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Dialog
        open={options !== null}
        role="alertdialog"
        size="sm"
        title={options?.title ?? t('admin.confirm.title')}
        description={options?.message}
        onClose={() => answer(false)}
      >
        <DialogFooter>
          <Button type="button" $variant="outline" data-autofocus onClick={() => answer(false)}>
            {t('admin.common.cancel')}
          </Button>
          <DangerButton type="button" onClick={() => answer(true)}>
            {options?.confirmLabel ?? t('admin.common.delete')}
          </DangerButton>
        </DialogFooter>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

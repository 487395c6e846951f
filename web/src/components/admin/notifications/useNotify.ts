import { useMemo } from 'react';
import { useLanguage } from '../../../app/language/LanguageContext';
import type { TranslationKey, TranslationValues } from '../../../i18n';
import { useToast } from '../../toast/ToastContext';
import { failureReason } from './failureReason';

/** A dictionary key (with values), or text already in the page's language (a shared schema's message). */
export type NotifyText =
  TranslationKey | { key: TranslationKey; values: TranslationValues } | { text: string };

/** Toasts by dictionary key: success in the default style, failure destructive. */
export function useNotify() {
  const { toast } = useToast();
  const { t } = useLanguage();
  return useMemo(() => {
    const text = (value: NotifyText | undefined) =>
      value === undefined
        ? undefined
        : typeof value === 'string'
          ? t(value)
          : 'text' in value
            ? value.text
            : t(value.key, value.values);
    const success = (title: NotifyText, description?: NotifyText) => {
      toast({ title: text(title) ?? '', description: text(description) });
    };
    const failure = (title: NotifyText, description?: NotifyText) => {
      toast({ title: text(title) ?? '', description: text(description), variant: 'destructive' });
    };
    return {
      success,
      failure,
      /** Runs `work`, then toasts `done`; if it fails, toasts `failed` with the reason instead. */
      attempt: async (work: () => Promise<unknown>, done: NotifyText, failed: NotifyText) => {
        try {
          await work();
          success(done);
        } catch (error) {
          failure(failed, failureReason(error));
        }
      },
    };
  }, [t, toast]);
}

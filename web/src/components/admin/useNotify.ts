import { useMemo } from 'react';
import { useLanguage } from '../../app/language/LanguageContext';
import type { TranslationKey, TranslationValues } from '../../i18n';
import { useToast } from '../toast/ToastContext';

type Text = TranslationKey | { key: TranslationKey; values: TranslationValues };

/** Toasts by dictionary key: success in the default style, failure destructive (spec section 8). */
export function useNotify() {
  const { toast } = useToast();
  const { t } = useLanguage();
  return useMemo(() => {
    const text = (value: Text | undefined) =>
      value === undefined ? undefined : typeof value === 'string' ? t(value) : t(value.key, value.values);
    return {
      success: (title: Text, description?: Text) => {
        toast({ title: text(title) ?? '', description: text(description) });
      },
      failure: (title: Text, description?: Text) => {
        toast({ title: text(title) ?? '', description: text(description), variant: 'destructive' });
      },
    };
  }, [t, toast]);
}

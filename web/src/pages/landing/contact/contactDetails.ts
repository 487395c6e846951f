import type { ContactData } from '@rawi/proto';
import type { TranslationKey } from '../../../i18n';

export interface ContactView {
  title: string;
  subtitle: string;
  email: string;
  phone: string;
  address: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The saved contact content where set, the default contact details where not. */
export function contactView(
  data: ContactData | null | undefined,
  t: (key: TranslationKey) => string,
): ContactView {
  return {
    title: text(data?.title) ?? t('contact.title'),
    subtitle: text(data?.subtitle) ?? text(data?.description) ?? t('contact.subtitle'),
    email: text(data?.email) ?? t('contact.default.email'),
    phone: text(data?.phone) ?? t('contact.default.phone'),
    address: text(data?.address) ?? t('contact.default.address'),
  };
}

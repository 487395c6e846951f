import { ArrowLeft, ArrowRight, type LucideProps } from 'lucide-react';
import { useLanguage } from '../app/language/LanguageContext';

/** An arrow pointing forward in the reading direction (right in English, left in Arabic). */
export function ForwardArrow(props: LucideProps) {
  const { dir } = useLanguage();
  const Icon = dir === 'rtl' ? ArrowLeft : ArrowRight;
  return <Icon aria-hidden="true" {...props} />;
}

/** An arrow pointing back in the reading direction. */
export function BackArrow(props: LucideProps) {
  const { dir } = useLanguage();
  const Icon = dir === 'rtl' ? ArrowRight : ArrowLeft;
  return <Icon aria-hidden="true" {...props} />;
}

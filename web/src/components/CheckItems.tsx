import { Check } from 'lucide-react';

/** A list's items, each a tick before its text; the list around them draws them. */
export function CheckItems({ items, iconSize = 16 }: { items: readonly string[]; iconSize?: number }) {
  return items.map((item, index) => (
    <li key={`${index}-${item}`}>
      <Check size={iconSize} aria-hidden="true" />
      <span>{item}</span>
    </li>
  ));
}

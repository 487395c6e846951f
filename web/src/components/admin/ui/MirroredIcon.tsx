import type { LucideIcon } from 'lucide-react';
import { useLanguage } from '../../../app/language/LanguageContext';

interface MirroredIconProps {
  icon: LucideIcon;
  size?: number;
}

/**
 * An icon whose drawing points along the reading direction (sign in, sign out, open outside),
 * mirrored in Arabic. Symbols without a direction are used as they are.
 */
export function MirroredIcon({ icon: Icon, size = 16 }: MirroredIconProps) {
  const { dir } = useLanguage();
  return (
    <Icon size={size} aria-hidden="true" style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
  );
}

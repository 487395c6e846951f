import type { LucideIcon } from 'lucide-react';
import { PATHS } from '../../../app/paths';
import type { TranslationKey } from '../../../i18n';
import { ADMIN_SCREENS } from '../../../pages/admin/screens';
import * as NAV_ICONS from './navIcons';

export type NavIconName = keyof typeof NAV_ICONS;

export interface AdminNavItem {
  to: string;
  label: TranslationKey;
  icon: LucideIcon;
  /** Only the exact path counts as current (the dashboard, parent of the others). */
  end?: boolean;
}

/** Every admin screen, in the sidebar's order. */
export const ADMIN_NAV: readonly AdminNavItem[] = ADMIN_SCREENS.map(({ path, label, icon }) => ({
  to: path === '' ? PATHS.admin : PATHS.adminScreen(path),
  label,
  icon: NAV_ICONS[icon],
  end: path === '',
}));

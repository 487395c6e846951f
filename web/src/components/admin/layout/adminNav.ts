import {
  Activity,
  FileText,
  FolderKanban,
  Images,
  LayoutDashboard,
  Layers,
  Mail,
  PanelTop,
  Signpost,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { PATHS } from '../../../app/paths';
import type { TranslationKey } from '../../../i18n';

export interface AdminNavItem {
  to: string;
  label: TranslationKey;
  icon: LucideIcon;
  /** Only the exact path counts as current (the dashboard, parent of the others). */
  end?: boolean;
}

/** Every admin route, in the sidebar's order. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: PATHS.admin, label: 'admin.nav.dashboard', icon: LayoutDashboard, end: true },
  { to: PATHS.adminScreen('content'), label: 'admin.nav.content', icon: FileText },
  { to: PATHS.adminScreen('hero'), label: 'admin.nav.hero', icon: PanelTop },
  { to: PATHS.adminScreen('services'), label: 'admin.nav.services', icon: Layers },
  { to: PATHS.adminScreen('projects'), label: 'admin.nav.projects', icon: FolderKanban },
  { to: PATHS.adminScreen('redirects'), label: 'admin.nav.redirects', icon: Signpost },
  { to: PATHS.adminScreen('team'), label: 'admin.nav.team', icon: Users },
  { to: PATHS.adminScreen('contact'), label: 'admin.nav.contact', icon: Mail },
  { to: PATHS.adminScreen('media'), label: 'admin.nav.media', icon: Images },
  { to: PATHS.adminScreen('users'), label: 'admin.nav.users', icon: UserCog },
  { to: PATHS.adminScreen('activity'), label: 'admin.nav.activity', icon: Activity },
];

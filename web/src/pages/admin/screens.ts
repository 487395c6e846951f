/**
 * The admin panel's screens, each declared once, in the sidebar's order: its path under /admin
 * ('' is the dashboard), its module (here, `<folder>/<Name>Page`, exporting the component
 * `<Name>Page`: its own chunk, loaded when the screen is first opened), its sidebar label and
 * icon and, for the screens staff open most, the reads the server draws it with (by the keys
 * the screen reads them with, in the admin's language). The router (index.tsx), the sidebar
 * (adminNav.ts), the server's loader (loader.ts) and the admin page's preloads (server/adminHead.ts)
 * are built from it. Plain data the server loads as it is: modules and icons are named here.
 */
import { pathOf, type Language } from '@rawi/proto';
import { adminProjectsKey } from '../../api/admin/keys.ts';
import type { NavIconName } from '../../components/admin/layout/adminNav.ts';
import type { TranslationKey } from '../../i18n/index.ts';

export interface AdminScreenDeclaration {
  path: string;
  page: `${string}/${string}Page`;
  label: TranslationKey;
  icon: NavIconName;
  reads?: (language: Language) => string[];
}

const contentKey = (section: 'services' | 'team', language: Language) =>
  pathOf('GET /api/content/{section}/{language}', { section, language });

export const ADMIN_SCREENS = [
  {
    path: '',
    page: 'dashboard/DashboardPage',
    label: 'admin.nav.dashboard',
    icon: 'LayoutDashboard',
    // Its counts, the translations card and the recent activity.
    reads: () => [
      contentKey('services', 'en'),
      contentKey('team', 'en'),
      adminProjectsKey('all'),
      pathOf('GET /api/users'),
      pathOf('GET /api/activity', {}, { limit: 10 }),
      pathOf('GET /api/content/translations'),
      pathOf('GET /api/projects/translations'),
    ],
  },
  {
    path: 'content',
    page: 'content/ContentPage',
    label: 'admin.nav.content',
    icon: 'FileText',
    reads: (language) => [
      pathOf('GET /api/content/all/{language}', { language }),
      pathOf('GET /api/content/translations'),
    ],
  },
  { path: 'hero', page: 'hero/HeroPage', label: 'admin.nav.hero', icon: 'PanelTop' },
  { path: 'services', page: 'services/ServicesPage', label: 'admin.nav.services', icon: 'Layers' },
  {
    path: 'projects',
    page: 'projects/ProjectsAdminPage',
    label: 'admin.nav.projects',
    icon: 'FolderKanban',
    reads: (language) => [
      adminProjectsKey(language),
      adminProjectsKey('all'),
      pathOf('GET /api/projects/translations'),
    ],
  },
  { path: 'redirects', page: 'redirects/RedirectsPage', label: 'admin.nav.redirects', icon: 'Signpost' },
  { path: 'team', page: 'team/TeamPage', label: 'admin.nav.team', icon: 'Users' },
  { path: 'contact', page: 'contact/ContactPage', label: 'admin.nav.contact', icon: 'Mail' },
  { path: 'media', page: 'media/MediaPage', label: 'admin.nav.media', icon: 'Images' },
  { path: 'users', page: 'users/UsersPage', label: 'admin.nav.users', icon: 'UserCog' },
  { path: 'activity', page: 'activity/ActivityPage', label: 'admin.nav.activity', icon: 'Activity' },
] as const satisfies readonly AdminScreenDeclaration[];

/** The path of an admin screen under /admin, the dashboard's aside. */
export type AdminScreenPath = Exclude<(typeof ADMIN_SCREENS)[number]['path'], ''>;

/**
 * Every admin screen's path, in the sidebar's order: written out here, not read from the app,
 * so that tests hold the app's pages and navigation to a list of their own.
 */
export const ADMIN_SCREEN_PATHS = [
  '/admin',
  '/admin/content',
  '/admin/hero',
  '/admin/services',
  '/admin/projects',
  '/admin/redirects',
  '/admin/team',
  '/admin/contact',
  '/admin/media',
  '/admin/users',
  '/admin/activity',
];

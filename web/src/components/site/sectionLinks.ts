/** The landing sections the navigation anchors to, in navigation order: home, services, projects, team, contact. */
export const NAV_SECTIONS = ['home', 'services', 'projects', 'team', 'contact'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** Strings shared by the public site and the admin panel. */
export const enCommon = {
  'brand.name': 'Rawi',
  'brand.homeLink': 'Rawi home',
  'language.label': 'Language',
  'language.en': 'EN',
  'language.ar': 'AR',
  'language.switchTo.en': 'Switch to English',
  'language.switchTo.ar': 'Switch to Arabic',
  'common.loading': 'Loading...',
  'preview.banner': 'Preview — not published',
  'common.skipToContent': 'Skip to content',
  'toast.region': 'Notifications (F8)',
  'toast.close': 'Close',
} as const;

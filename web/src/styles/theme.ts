import type { Language } from '@rawi/proto';

/**
 * The one theme object (design brief): navy and slate surfaces, a teal accent for calls to
 * action, state colours, type scale, spacing, radii, shadows, breakpoints, layers and motion.
 * Contrast pairs are noted where they matter (WCAG AA needs 4.5:1 for body text).
 */
const colors = {
  background: '#f8fafc', // slate-50
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceMuted: '#f1f5f9', // slate-100
  border: '#e2e8f0', // slate-200
  borderStrong: '#cbd5e1', // slate-300
  text: '#0f172a', // slate-900: 17.9:1 on white
  textMuted: '#475569', // slate-600: 7.6:1 on white, 7.2:1 on slate-50
  primary: '#1e3a8a', // blue-900: 10.4:1 with white
  primaryHover: '#1e40af', // blue-800
  primarySoft: '#dbeafe', // blue-100; text primary on it 8.6:1
  onPrimary: '#ffffff',
  dark: '#0f172a', // slate-900: footer, statistics band
  darkRaised: '#1e293b', // slate-800
  darkBorder: '#334155', // slate-700
  onDark: '#f8fafc',
  onDarkMuted: '#cbd5e1', // slate-300: 12:1 on slate-900, 9.8:1 on slate-800
  accent: '#14b8a6', // teal-500
  accentHover: '#2dd4bf', // teal-400
  onAccent: '#042f2e', // teal-950: 6.9:1 on teal-500
  accentText: '#0f766e', // teal-700: 5.5:1 on white
  accentOnDark: '#5eead4', // teal-300: 11:1 on slate-900
  accentSoft: '#ccfbf1', // teal-100
  onAccentSoft: '#115e59', // teal-800: 6.9:1 on teal-100
  success: '#15803d', // green-700: 5.0:1 with white
  successSoft: '#dcfce7',
  onSuccessSoft: '#166534',
  warning: '#b45309', // amber-700: 5.0:1 with white
  warningSoft: '#fef3c7',
  onWarningSoft: '#92400e',
  danger: '#b91c1c', // red-700: 6.5:1 with white
  dangerSoft: '#fee2e2',
  onDangerSoft: '#991b1b',
  onState: '#ffffff',
  focusRing: '#0d9488', // teal-600: 3.7:1 on white (non-text needs 3:1)
  focusRingOnDark: '#5eead4',
  scrim: 'rgba(15, 23, 42, 0.55)',
  heroScrim: 'rgba(15, 23, 42, 0.35)',
  skeleton: '#e2e8f0',
  skeletonShine: '#f1f5f9',
} as const;

/**
 * Colours the hero's gradient tokens (`<colour>-<shade>-to-<colour>-<shade>`) may name.
 * An unknown token falls back to the default blue gradient.
 */
const gradientPalette: Record<string, Record<string, string>> = {
  blue: { '600': '#2563eb', '700': '#1d4ed8', '800': '#1e40af', '900': '#1e3a8a', '950': '#172554' },
  slate: { '600': '#475569', '700': '#334155', '800': '#1e293b', '900': '#0f172a', '950': '#020617' },
  indigo: { '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3', '900': '#312e81', '950': '#1e1b4b' },
  sky: { '600': '#0284c7', '700': '#0369a1', '800': '#075985', '900': '#0c4a6e', '950': '#082f49' },
  cyan: { '600': '#0891b2', '700': '#0e7490', '800': '#155e75', '900': '#164e63', '950': '#083344' },
  teal: { '600': '#0d9488', '700': '#0f766e', '800': '#115e59', '900': '#134e4a', '950': '#042f2e' },
  emerald: { '600': '#059669', '700': '#047857', '800': '#065f46', '900': '#064e3b', '950': '#022c22' },
  gray: { '600': '#4b5563', '700': '#374151', '800': '#1f2937', '900': '#111827', '950': '#030712' },
  zinc: { '600': '#52525b', '700': '#3f3f46', '800': '#27272a', '900': '#18181b', '950': '#09090b' },
  purple: { '600': '#9333ea', '700': '#7e22ce', '800': '#6b21a8', '900': '#581c87', '950': '#3b0764' },
  violet: { '600': '#7c3aed', '700': '#6d28d9', '800': '#5b21b6', '900': '#4c1d95', '950': '#2e1065' },
};

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5625rem',
  '3xl': '1.953rem',
  '4xl': '2.441rem',
  '5xl': '3.052rem',
} as const;

const fonts = {
  en: {
    family: "'IBM Plex Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    bodySize: '1rem',
    bodyLineHeight: 1.6,
    headingLineHeight: 1.2,
    /** Tracking for small caps-like labels. */
    labelTracking: '0.08em',
  },
  // Arabic body text a little larger and with more line height than Latin (design brief).
  ar: {
    // The fallback face is the phone's Arabic font sized to Plex's metrics (fonts/ibm-plex-sans-arabic.css),
    // so swapping in the web font moves nothing. The Persian and Urdu letters are a family of their
    // own (web/scripts/subset-fonts.ts says why).
    family:
      "'IBM Plex Sans Arabic', 'IBM Plex Sans Arabic Extended', 'IBM Plex Sans Arabic Fallback', 'IBM Plex Sans', system-ui, Tahoma, sans-serif",
    bodySize: '1.0625rem',
    bodyLineHeight: 1.85,
    headingLineHeight: 1.45,
    // Letter-spacing breaks the joins of Arabic script.
    labelTracking: 'normal',
  },
} as const;

const breakpoints = { phone: 480, tablet: 768, laptop: 1024, wide: 1280 } as const;

const baseTheme = {
  colors,
  gradientPalette,
  fontSizes,
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  /** 4px base: space(4) = 16px. */
  space: (n: number) => `${n * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.06)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.14), 0 4px 12px rgba(15, 23, 42, 0.08)',
  },
  breakpoints,
  media: {
    phone: `@media (min-width: ${breakpoints.phone}px)`,
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    laptop: `@media (min-width: ${breakpoints.laptop}px)`,
    wide: `@media (min-width: ${breakpoints.wide}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  zIndex: { base: 1, nav: 100, dialog: 200, toast: 300 },
  durations: { fast: '150ms', base: '250ms', slow: '500ms' },
  layout: { maxWidth: '1200px', navHeight: '72px' },
} as const;

export type Direction = 'ltr' | 'rtl';

export function themeFor(language: Language) {
  const direction: Direction = language === 'ar' ? 'rtl' : 'ltr';
  return { ...baseTheme, language, direction, font: fonts[language] };
}

export type AppTheme = ReturnType<typeof themeFor>;

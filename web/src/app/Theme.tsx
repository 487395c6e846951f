import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/GlobalStyle';
import { mirrorWhereNeeded } from '../styles/rtl';
import { themeFor } from '../styles/theme';
import { useLanguage } from './language/LanguageContext';

// Stable arrays: a new array on each render would make styled-components rebuild its stylis instance.
const RTL_PLUGINS = [mirrorWhereNeeded];
const NO_PLUGINS: typeof RTL_PLUGINS = [];

/**
 * The one place that applies the visitor's language to the page: theme tokens for it, the
 * right-to-left mirroring of every component style (stylis-plugin-rtl, so components write ordinary
 * left/right CSS), global styles, and <html lang dir>.
 */
export function Theme({ children }: { children: ReactNode }) {
  const { language, dir } = useLanguage();
  const theme = useMemo(() => themeFor(language), [language]);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  // The global styles name no side, so they stay outside the mirroring: a global style is
  // compiled again on every render in the browser (hydration included), and mirroring it there
  // was most of the extra script time of an Arabic page.
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <StyleSheetManager stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
        {children}
      </StyleSheetManager>
    </ThemeProvider>
  );
}

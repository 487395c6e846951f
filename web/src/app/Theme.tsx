import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from '../styles/GlobalStyle';
import { themeFor } from '../styles/theme';
import { useLanguage } from './language/LanguageContext';

// Stable arrays: a new array on each render would make styled-components rebuild its stylis instance.
const RTL_PLUGINS = [rtlPlugin];
const NO_PLUGINS: typeof RTL_PLUGINS = [];

/**
 * The one place that applies the visitor's language to the page: theme tokens for it, the
 * right-to-left mirroring of every style (stylis-plugin-rtl, so components write ordinary
 * left/right CSS), global styles, and <html lang dir>.
 */
export function Theme({ children }: { children: ReactNode }) {
  const { language, dir } = useLanguage();
  const theme = useMemo(() => themeFor(language), [language]);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  return (
    <StyleSheetManager stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : NO_PLUGINS}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

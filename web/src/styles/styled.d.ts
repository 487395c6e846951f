import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // The app's theme is styled-components' DefaultTheme: every styled component sees its tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

import 'styled-components';
import type { FolioTheme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: FolioTheme['colors'];
    fonts: FolioTheme['fonts'];
    radii: FolioTheme['radii'];
    shadows: FolioTheme['shadows'];
    media: FolioTheme['media'];
  }
}

import { createGlobalStyle } from 'styled-components';
import { createPalette, cssVariableDeclarations, theme } from './theme';

const light = cssVariableDeclarations(createPalette('light'));
const dark = cssVariableDeclarations(createPalette('dark'));

export const GlobalStyle = createGlobalStyle`
  :root {
    ${light}
    color-scheme: light;
  }

  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      ${dark}
      color-scheme: dark;
    }
  }

  :root[data-theme='dark'] {
    ${dark}
    color-scheme: dark;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    line-height: 1.5;
    color: var(--color-text);
    background-color: var(--color-background);
    -webkit-font-smoothing: antialiased;
  }

  img,
  picture,
  video,
  canvas,
  svg {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  p {
    overflow-wrap: break-word;
  }

  a {
    color: var(--color-primary);
  }

  :focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  /*
   * Animations end at once (still firing animationend). Transitions are switched off rather than
   * shortened: every element's transition-property is 'all' by default, so any duration would make
   * each change of any property a transition, and text whose inherited colour changes shows its old
   * colour (black before the theme's styles apply) until the next frame.
   */
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;

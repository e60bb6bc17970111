import styled, { css } from 'styled-components';

/**
 * For what the server renders before anyone knows the window's width (see useHydrated): wrappers
 * that leave their content in the layout only where a media query matches, or only where it does not.
 */
export const ShownWhen = styled.div<{ $media: string }>`
  display: contents;

  @media not all and ${({ $media }) => $media} {
    display: none;
  }
`;

export const HiddenWhen = styled.div<{ $media: string }>`
  display: contents;

  @media ${({ $media }) => $media} {
    display: none;
  }
`;

/**
 * A list's items past `count` hidden where `media` matches: the small-screen limits. Only where
 * scripts run (`data-js`, set by theme-init.js before the first paint): without them nothing could
 * lift the limit, so everything shows. A list marked `data-expanded='true'` (site/limit-toggle.ts)
 * shows everything.
 */
export const itemsLimitedWhen = (media: string, count: number) => css`
  html[data-js] &:not([data-expanded='true']) {
    @media ${media} {
      > :nth-child(n + ${count + 1}) {
        display: none;
      }
    }
  }
`;

/** The button that lifts such a limit: where the limit applies, and only with scripts. */
export const LimitToggleWhen = styled.div<{ $media: string }>`
  display: none;

  html[data-js] & {
    @media ${({ $media }) => $media} {
      display: contents;
    }
  }
`;

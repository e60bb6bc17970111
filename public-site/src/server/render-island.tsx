import type { ServerStyleSheet } from 'styled-components';
import type { CollectedIsland } from '../islands/island';
import { IslandRoot } from '../islands/island-root';
import { renderWhenAllReady } from './render-react';

const noop = () => undefined;

/**
 * An island's HTML as a root of its own, as the browser hydrates it (islands/hydrate-island.tsx):
 * the same root component and id prefix, so that the ids useId makes are the same on both sides.
 * Its styles go into the page's sheet when one is given.
 */
export function renderIslandHtml({ id, element }: Pick<CollectedIsland, 'id' | 'element'>, sheet?: ServerStyleSheet): Promise<string> {
  const tree = <IslandRoot onHydrated={noop}>{element}</IslandRoot>;
  return renderWhenAllReady(sheet ? sheet.collectStyles(tree) : tree, { identifierPrefix: id });
}

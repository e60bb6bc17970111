import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { hydrateIsland } from '../islands/hydrate-island';
import type * as IslandModule from '../islands/island';
import { loadIsland, type IslandName, type IslandProps } from '../islands/registry';
import type * as RenderIslandModule from '../server/render-island';
import './render-on-server';

export interface HydratedIsland {
  element: HTMLElement;
  root: Root;
  /** What React reported while hydrating: a mismatch with the server's HTML shows here or in `errors`. */
  recoverable: unknown[];
  errors: unknown[][];
}

/**
 * The island's HTML as the rendering server writes it: `<Island>` in a page, rendered as a root of its
 * own (server/render-island.tsx). In modules of its own, as in the server's own process: React's
 * server renderer leaves marks on the context objects it rendered, which the browser's renderer in
 * the same module registry would take for a second renderer.
 */
export function islandServerHtml<N extends IslandName>(name: N, props: IslandProps<N>): Promise<string> {
  let html = '';
  return jest
    .isolateModulesAsync(async () => {
      const { renderToString } = await import('react-dom/server');
      const { Island, IslandCollectorContext, islandSlot } = (await import('../islands/island')) as typeof IslandModule;
      const { renderIslandHtml } = (await import('../server/render-island')) as typeof RenderIslandModule;
      const { loadIsland: loadOnServer } = await import('../islands/registry');
      const component = await loadOnServer(name);
      const collector: IslandModule.IslandCollector = { islands: [] };
      // Elements are plain objects: this file's JSX serves the server's React as well.
      const wrapper = renderToString(
        <IslandCollectorContext.Provider value={collector}>
          <Island name={name} component={component} props={props} />
        </IslandCollectorContext.Provider>,
      );
      const [island] = collector.islands;
      if (!island) throw new Error(`<Island name="${name}"> collected nothing`);
      const islandHtml = await renderIslandHtml(island);
      html = wrapper.replace(islandSlot(island.id), () => islandHtml);
    })
    .then(() => html);
}

/**
 * An island as a page has it: the server's HTML (above) put in `container` (the body by default), then
 * hydrated as the islands' script does (islands/hydrate-island.tsx), from the props read back from it.
 */
export async function hydrateAsInThePage<N extends IslandName>(name: N, props: IslandProps<N>, container: HTMLElement = document.body): Promise<HydratedIsland> {
  container.innerHTML = await islandServerHtml(name, props);
  const element = container.querySelector<HTMLElement>('folio-island')!;
  const component = await loadIsland(name);
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  let root!: Root;
  try {
    await act(async () => {
      root = hydrateIsland(element, component, { onHydrated: () => undefined, onRecoverableError: (error) => recoverable.push(error) });
    });
    return { element, root, recoverable, errors: [...consoleError.mock.calls] };
  } finally {
    consoleError.mockRestore();
  }
}

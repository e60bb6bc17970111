import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_RULE_ATTRIBUTE,
  ISLANDS,
  type IslandName,
  type IslandProps,
} from './registry';

/** An island of the page being rendered: rendered on its own after the page, as the browser will hydrate it. */
export interface CollectedIsland {
  name: IslandName;
  /** Its root's useId prefix, the same in the browser (`data-island-id`), so that ids match. */
  id: string;
  element: ReactElement;
}

/** On the rendering server: the islands of the page, for the islands' script and their own renders. */
export interface IslandCollector {
  islands: CollectedIsland[];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The element that holds an island in the page; `display: contents` (index.html), so it lays nothing out itself. */
export const ISLAND_ELEMENT = 'folio-island';

/** Where the page's render leaves an island's HTML to be put in (render-page.tsx); React writes no comment from text. */
export const islandSlot = (id: string) => `<!--${ISLAND_ELEMENT}:${id}-->`;

interface IslandElementProps<N extends IslandName> {
  name: N;
  /** The island's component, the very one ISLANDS[name] loads in the browser. */
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
}

/**
 * A piece of the page a visitor acts on, written with its name and props so that the browser's
 * island script (client.ts) hydrates it, alone, when its rule says. On the rendering server it is
 * rendered as a root of its own (render-page.tsx), as the browser hydrates it: ids made by useId
 * depend on a component's place in its tree. Elsewhere (the console's previews, the tests that
 * render the whole site in one tree) it is rendered in place.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandElementProps<N>) {
  const collector = useContext(IslandCollectorContext);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the component's own (IslandProps<N>)
  const element = createElement(component as ComponentType<any>, props);
  const attributes: Record<string, string> = { [ISLAND_ATTRIBUTE]: name, [ISLAND_RULE_ATTRIBUTE]: ISLANDS[name].when, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  if (!collector) return createElement(ISLAND_ELEMENT, attributes, element);
  const id = `${name}${collector.islands.length}-`;
  collector.islands.push({ name, id, element });
  return createElement(ISLAND_ELEMENT, { ...attributes, [ISLAND_ID_ATTRIBUTE]: id, dangerouslySetInnerHTML: { __html: islandSlot(id) } });
}

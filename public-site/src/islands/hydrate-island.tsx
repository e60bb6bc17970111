import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandRoot } from './island-root';
import { ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './registry';

export interface HydrateOptions {
  /** Once React has hydrated it (an effect of its root). */
  onHydrated: () => void;
  onRecoverableError: (error: unknown) => void;
}

/**
 * One island's element hydrated as a root of its own, from the props the server wrote on it and with
 * the id prefix the server rendered it with (server/render-island.tsx), so that its ids match.
 */
export function hydrateIsland<P>(element: HTMLElement, component: ComponentType<P>, { onHydrated, onRecoverableError }: HydrateOptions): Root {
  // The props the server wrote for this very component (IslandProps of its name).
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  return hydrateRoot(element, <IslandRoot onHydrated={onHydrated}>{createElement(component as ComponentType<object>, props)}</IslandRoot>, {
    identifierPrefix: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? undefined,
    onRecoverableError,
  });
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself takes
type ComponentModule<P = any> = { default: ComponentType<P> };

export interface PreloadableLazy<M extends ComponentModule> {
  Component: LazyExoticComponent<M['default']>;
  /** Loads the module; once it is here, the component renders at once. */
  preload: () => Promise<M>;
}

/** A thenable that answers at once: React.lazy then renders the module without suspending. */
const alreadyLoaded = <M>(module: M) => ({ then: (resolve: (value: M) => void) => resolve(module) }) as unknown as Promise<M>;

/**
 * React.lazy that renders without suspending once its module has been preloaded. A plain lazy
 * component suspends on its first render even when its module has long been loaded (the import's
 * promise answers a turn later): the rendering server, which renders a page once, would render the
 * first page of each kind in two steps, and a hydrating browser would wait a turn.
 */
export function preloadableLazy<M extends ComponentModule>(load: () => Promise<M>): PreloadableLazy<M> {
  let loaded: M | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy<M['default']>(() => (loaded ? alreadyLoaded(loaded) : load()));
  return { Component, preload };
}

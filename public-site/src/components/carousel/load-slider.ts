import { useEffect, useState } from 'react';
import type SlickSlider from 'react-slick';
import { useWindowLoaded } from '../../lib/use-window-loaded';

type SliderComponent = typeof SlickSlider;
export type SliderInstance = InstanceType<SliderComponent>;

let loaded: SliderComponent | undefined;
let loading: Promise<SliderComponent> | undefined;

/** react-slick and its stylesheet, fetched once for every carousel of the page (again by the next one if it failed). */
function loadSlider(): Promise<SliderComponent> {
  loading ??= import('./slider').then(
    (module) => (loaded = module.Slider),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * react-slick once the page has loaded (its images included) and slick's code has arrived; until
 * then undefined, and the carousel keeps the first slides the server rendered. So slick is never
 * part of hydration (the server cannot lay it out), never competes with the page's first paint for
 * the network or the main thread, and a page without a carousel never downloads it.
 */
export function useLoadedSlider(): SliderComponent | undefined {
  const pageLoaded = useWindowLoaded();
  // A function: a component class handed to useState directly would be called as its initialiser.
  const [slider, setSlider] = useState(() => loaded);
  useEffect(() => {
    if (!pageLoaded || slider) return undefined;
    let current = true;
    loadSlider().then(
      (component) => current && setSlider(() => component),
      (error: unknown) => console.warn('The carousel keeps its first slides: react-slick could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [pageLoaded, slider]);
  return pageLoaded ? slider : undefined;
}

/**
 * What every browser-like jest project needs: jest-dom's matchers, and the few browser APIs that
 * jsdom lacks and that Radix and the apps call (pointer events and capture, scrollIntoView, matchMedia).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what a user would wait for; a loaded 2-core CI machine running every
// project at once can take seconds to render a lazily loaded route, so the default 1 s is too tight.
configure({ asyncUtilTimeout: 10_000 });

const element = globalThis.Element?.prototype;
if (element) {
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => undefined;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
}

// jsdom has no PointerEvent, so fireEvent.pointer* would drop clientX and button.
if (globalThis.window && !globalThis.window.PointerEvent) {
  class PointerEvent extends globalThis.window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  globalThis.window.PointerEvent = PointerEvent;
}

if (globalThis.window && !globalThis.window.matchMedia) {
  globalThis.window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

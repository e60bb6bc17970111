/** Stands in for resize-observer-polyfill in the browser build (vite.config.ts): the browser's own. */
export default globalThis.ResizeObserver;

export * from './use-media-query';
export { useHydrated } from './use-hydrated';

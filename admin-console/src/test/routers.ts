/** The routers tests made: each listens to the page's history until disposed (after each test, test/setup.ts). */
const routers = new Set<{ dispose(): void }>();

export function trackRouter<R extends { dispose(): void }>(router: R): R {
  routers.add(router);
  return router;
}

export function disposeRouters(): void {
  for (const router of routers) router.dispose();
  routers.clear();
}

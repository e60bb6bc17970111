import type { ANALYTICS_LIMITS, Beacon, BeaconEvent, TagType } from '@folio/contracts';

/**
 * The contract's lengths, written out: importing the value would bring the contract's validators
 * (and superstruct) into every page's download. Typed as the contract's literal values, so the
 * compiler says so if they ever differ.
 */
const MAX: Pick<typeof ANALYTICS_LIMITS, 'path' | 'referrer' | 'detail'> = { path: 255, referrer: 2048, detail: 200 };

/** The page an event happens on: its address and persona, as the page view tracker last saw them. */
const page: { path: string; persona?: TagType } = { path: '/' };

/** Kept by the page view tracker on every change of address or persona, so that every event says where it happened. */
export function pageShown(path: string, persona: TagType | null): void {
  page.path = path.slice(0, MAX.path);
  page.persona = persona ?? undefined;
}

/**
 * Sends one event (docs/analytics.md) with navigator.sendBeacon: queued by the browser, it never
 * delays the page nor a navigation, and it survives the page being left. Sends nothing under Global
 * Privacy Control. Without sendBeacon (browsers older than the build's targets) or outside a
 * browser the call throws and the event simply goes uncounted: counting is never worth an error.
 */
export function track(name: BeaconEvent, detail?: string, referrer?: string): void {
  try {
    if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
    const beacon: Beacon = { name, ...page, referrer: referrer?.slice(0, MAX.referrer), width: screen.width, detail: detail?.slice(0, MAX.detail) };
    navigator.sendBeacon('/api/analytics/events', JSON.stringify(beacon));
  } catch {
    // Not counted.
  }
}

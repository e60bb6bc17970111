import { VISIT_GAP_MS, type Device, type OverviewFilter, type TagType } from '@folio/contracts';
import type { StoredEvent } from './analytics.types.js';

/** The source of a visit that did not come from another site or a campaign link. */
export const DIRECT = '(direct)';
/** The country of an event the collector could not place. */
export const UNKNOWN_COUNTRY = '(unknown)';

/** One visit of one visitor's day (contracts' VISIT_GAP_MS) and what the Overview counts of it. */
export type Visit = {
  visitor: string;
  /** Its page views and the visitor's other events made during it. */
  events: StoredEvent[];
  pageviews: number;
  /** Seconds from its first page view to its last. */
  duration: number;
  entry: string;
  exit: string;
  /** The first source (utm_source or referring site) among its page views; null: direct. */
  source: string | null;
  campaign: string | null;
  device: Device;
  country: string | null;
  personas: Set<TagType>;
  /** The filters it belongs to (the Overview's ?source=, ?page=, …). */
  segments: OverviewFilter[];
};

const compare = (a: string | null, b: string | null) => ((a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0);
/** In time; at the same millisecond one with a source first (it entered the site), then by path: the same visits whatever the order events came in. */
const byTime = (a: StoredEvent, b: StoredEvent) => a.at - b.at || Number(Boolean(b.source)) - Number(Boolean(a.source)) || compare(a.path, b.path) || compare(a.source, b.source) || compare(a.campaign, b.campaign);

/**
 * The visits of one visitor's events of a day: their page views in time, a new visit wherever one
 * comes VISIT_GAP_MS or more after the one before. An event other than a page view belongs to the
 * last visit begun by its time (or the first, when it came before any); a visitor with no page view
 * has no visit.
 */
export function visitsOf(events: readonly StoredEvent[]): Visit[] {
  const views = events.filter((event) => event.name === 'pageview').sort(byTime);
  if (views.length === 0) return [];
  const groups: StoredEvent[][] = [];
  for (const [index, view] of views.entries()) {
    if (index === 0 || view.at - views[index - 1]!.at >= VISIT_GAP_MS) groups.push([view]);
    else groups.at(-1)!.push(view);
  }
  const others = groups.map((): StoredEvent[] => []);
  for (const event of events) {
    if (event.name === 'pageview') continue;
    let index = 0;
    while (index + 1 < groups.length && groups[index + 1]![0]!.at <= event.at) index += 1;
    others[index]!.push(event);
  }
  return groups.map((group, index) => visitOf(group, others[index]!));
}

function visitOf(views: StoredEvent[], others: StoredEvent[]): Visit {
  const first = views[0]!;
  const events = [...views, ...others];
  const personas = new Set(events.map((event) => event.persona).filter((persona): persona is TagType => persona !== null));
  const source = views.find((view) => view.source)?.source ?? null;
  const campaign = views.find((view) => view.campaign)?.campaign ?? null;
  const visit: Omit<Visit, 'segments'> = {
    visitor: first.visitor,
    events,
    pageviews: views.length,
    duration: Math.round((views.at(-1)!.at - first.at) / 1000),
    entry: first.path,
    exit: views.at(-1)!.path,
    source,
    campaign,
    device: first.device,
    country: first.country,
    personas,
  };
  const segments: OverviewFilter[] = [
    { dimension: 'source', value: source ?? DIRECT },
    { dimension: 'device', value: first.device },
    { dimension: 'country', value: first.country ?? UNKNOWN_COUNTRY },
    ...(campaign ? [{ dimension: 'campaign' as const, value: campaign }] : []),
    ...[...personas].map((persona) => ({ dimension: 'persona' as const, value: persona })),
    ...[...new Set(views.map((view) => view.path))].map((path) => ({ dimension: 'page' as const, value: path })),
  ];
  return { ...visit, segments };
}

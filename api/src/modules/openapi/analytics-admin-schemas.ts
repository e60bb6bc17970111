/** The answers (and the settings' body) of the owner's analytics routes (analytics-admin-operations.ts). */
import { ANALYTICS_EVENTS, DEVICES, FUNNEL_STEPS, OVERVIEW_FILTERS, TAG_TYPES, analyticsSettingsStruct } from '@folio/contracts';
import { contractSchemas, type JsonSchema } from './contract-schema.js';
import { object, ref } from './schema-builders.js';

const count = { type: 'integer', minimum: 0 };
const day = { type: 'string', format: 'date', description: 'A UTC day, YYYY-MM-DD.' };
const range = object({ from: day, to: day });
const visitFigures = {
  visits: { ...count, description: "Visits: a visitor's page views each less than 30 minutes after the one before, on one day." },
  bounces: { ...count, description: 'Visits of one page view.' },
  duration: { ...count, description: 'Seconds from the first page view of each visit to its last, summed.' },
};
const counts = { visitors: count, pageviews: count, messages: count, ...visitFigures };
const list = (items: JsonSchema, description: string) => ({ type: 'array', items, description });
const breakdownFigures = { visitors: count, pageviews: count, ...visitFigures };
const breakdown = (value: JsonSchema = { type: 'string' }) => object({ value, ...breakdownFigures });

export const analyticsAdminSchemas: Record<string, JsonSchema> = {
  AnalyticsCounts: object(counts),
  AnalyticsPoint: object({ date: { type: 'string', pattern: '^\\d{4}-\\d{2}(-\\d{2})?$', description: 'The day (YYYY-MM-DD), or the month (YYYY-MM) when `interval` is `month`.' }, ...counts }),
  AnalyticsBreakdown: breakdown(),
  AnalyticsOverview: object({
    range: { ...range, description: 'The range asked for, both days counted.' },
    previous: { ...range, description: 'The range as long just before it, which every figure is compared with.' },
    interval: { type: 'string', enum: ['day', 'month'], description: '`month` when the range is longer than 92 days.' },
    totals: ref('AnalyticsCounts'),
    previousTotals: ref('AnalyticsCounts'),
    series: list(ref('AnalyticsPoint'), 'One point per day (or month) of the range, in order, none missing (zeros).'),
    previousSeries: list(ref('AnalyticsPoint'), 'The same for the previous range.'),
    live: { ...count, description: 'Visitors of the last 5 minutes, whatever the range (and the filter).' },
    filter: {
      ...object({ dimension: { type: 'string', enum: [...OVERVIEW_FILTERS] }, value: { type: 'string' } }),
      type: ['object', 'null'],
      description: 'The filter every figure is narrowed to (the visits it names), or null.',
    },
    messagesKnown: {
      type: 'boolean',
      description: 'Whether the message figures are the filter’s: a message is kept without its sender, so only a page or a persona filter can tell which are its visits’ (other filters: 0 and false).',
    },
    pages: list(ref('AnalyticsBreakdown'), 'The most visited paths (at most 20), most visitors first.'),
    entryPages: list(ref('AnalyticsBreakdown'), 'The pages visits began on (at most 20), most visitors first.'),
    exitPages: list(ref('AnalyticsBreakdown'), 'The pages visits ended on (at most 20), most visitors first.'),
    posts: list(
      object({ value: { type: 'string', pattern: '^/blog/' }, ...breakdownFigures, id: { type: 'integer', minimum: 1 }, title: { type: 'string' } }),
      "The most read posts (at most 20): paths /blog/<slug> of a post that has that slug now, with the post's id and title.",
    ),
    sources: list(ref('AnalyticsBreakdown'), "Where visits came from (at most 20): a utm_source or a referring site's host; `(direct)` for a visit with neither. Figures: those visits'."),
    campaigns: list(ref('AnalyticsBreakdown'), 'The utm_campaign of visits (at most 20).'),
    personas: list(
      object({ persona: { type: 'string', enum: [...TAG_TYPES] }, visitors: count, pageviews: count, chosen: { ...count, description: 'Times a visitor chose it.' }, messages: count }),
      'Each persona with something in the range, in order (no zero rows).',
    ),
    funnels: list(
      object({ persona: { type: 'string', enum: [...TAG_TYPES] }, steps: list(object({ step: { type: 'string', enum: [...FUNNEL_STEPS] }, visitors: count }), 'Every step, in order.') }),
      "The funnel of each persona someone came to: the visitors of each day who took the step and every step before it that day, summed over the days; the first step is the persona's own (its pages viewed).",
    ),
    devices: list(breakdown({ type: 'string', enum: [...DEVICES] }), 'Each device class with visitors, most visitors first.'),
    countries: list(ref('AnalyticsBreakdown'), 'ISO 3166 alpha-2 codes, or `(unknown)`; most visitors first.'),
    events: list(
      object({ name: { type: 'string', enum: [...ANALYTICS_EVENTS] }, count, visitors: count }),
      'Each kind of event that happened: how many times, by how many visitors (a message, kept without its sender, counts as one); most first.',
    ),
    eventsOverCap: {
      ...count,
      description: "Events of the range that came in once their day's stored events had reached the daily cap (ANALYTICS_MAX_EVENTS_PER_DAY): counted, not kept, so in no other figure.",
    },
  }),
  AnalyticsSettings: object({
    weeklyDigest: { type: 'boolean', description: "Email the owner last week's figures every Monday (UTC)." },
    emailConfigured: { type: 'boolean', description: 'Read only: whether the API can send email (SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO are set).' },
  }),
  AnalyticsSettingsInput: contractSchemas(analyticsSettingsStruct).input,
};

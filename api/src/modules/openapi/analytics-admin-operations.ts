/** The owner's analytics routes (api/src/modules/analytics/analytics-admin.router.ts), described (their answers: analytics-admin-schemas.ts). */
import { FILTER_MESSAGES, MAX_RANGE_DAYS, OVERVIEW_FILTERS, OVERVIEW_FILTER_LABELS, RANGE_MESSAGES } from '@folio/contracts';
import { ref } from './components.js';
import { NO_CONTENT, answer, type Described } from './described.js';

const INSIGHT = 'insight';
const dayParameter = (name: 'from' | 'to', what: string) => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'string', format: 'date' },
  description: `${what} (UTC), both counted. Give both or neither (neither: the last 30 days, today included). Otherwise 400: '${RANGE_MESSAGES.day}'.`,
});

export const analyticsAdminRoutes: Record<string, Described> = {
  'GET /api/admin/analytics/overview': {
    tag: INSIGHT,
    operationId: 'analyticsOverview',
    summary: 'The analytics of a range of days, against the range as long just before it',
    description:
      `400 when \`from\` is after \`to\` ('${RANGE_MESSAGES.order}') or the range is longer than ${MAX_RANGE_DAYS} days ('${RANGE_MESSAGES.tooLong}'). ` +
      'Finished days come from their rolled-up figures, days not rolled up yet (today) from their raw events, counted the same way. ' +
      "A visitor is a day's: a range's visitors are the sum of its days'. " +
      `A filter (one of ${OVERVIEW_FILTERS.join(', ')}) narrows every figure but \`live\` to the visits it names, read from each day's rows of that filter; 400 for two filters or a value that cannot be one.`,
    query: [
      dayParameter('from', 'The first day'),
      dayParameter('to', 'The last day'),
      ...OVERVIEW_FILTERS.map((name) => ({
        name,
        in: 'query',
        required: false,
        schema: { type: 'string', maxLength: 255 },
        description: `A filter (${OVERVIEW_FILTER_LABELS[name].toLowerCase()}): every figure counts only the visits it names. One filter at a time ('${FILTER_MESSAGES.one}').`,
      })),
    ],
    responses: { 200: answer('The overview.', ref('AnalyticsOverview')) },
    errors: [400],
  },
  'DELETE /api/admin/analytics': {
    tag: INSIGHT,
    operationId: 'deleteAnalytics',
    summary: 'Delete everything the analytics collected',
    description: 'Raw events and rolled-up figures alike, for good; the settings stay.',
    responses: NO_CONTENT,
  },
  'GET /api/admin/analytics/settings': {
    tag: INSIGHT,
    operationId: 'analyticsSettings',
    summary: "The analytics' settings",
    responses: { 200: answer('The settings.', ref('AnalyticsSettings')) },
  },
  'PUT /api/admin/analytics/settings': {
    tag: INSIGHT,
    operationId: 'saveAnalyticsSettings',
    summary: 'Turn the weekly digest on or off',
    description: 'Stored even while email is not configured (`emailConfigured: false`): the digest starts once it is.',
    body: 'AnalyticsSettingsInput',
    responses: { 200: answer('The settings as stored.', ref('AnalyticsSettings')) },
  },
};

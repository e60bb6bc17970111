import { METRICS, OVERVIEW_FILTERS, overviewFilterOf, type Metric, type OverviewFilter } from '@folio/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The chart's metric when the address names none. */
export const DEFAULT_METRIC: Metric = 'visitors';
const isMetric = (value: string | null): value is Metric => value !== null && (METRICS as readonly string[]).includes(value);

/** The address's query with `filter` in place of any filter it had (the range and the metric stay). */
export function withFilter(current: URLSearchParams, filter: OverviewFilter | null): URLSearchParams {
  const query = new URLSearchParams(current);
  for (const name of OVERVIEW_FILTERS) query.delete(name);
  if (filter) query.set(filter.dimension, filter.value);
  return query;
}

/**
 * The overview's filter (?source=…, ?page=…: the API's own names and rule) and the chart's metric
 * (?metric=…) in the address, so that a reload, a bookmark or Back show the same view. A filter the
 * API would refuse is left out, with `problem` saying why.
 */
export function useOverviewFilter() {
  const [params, setParams] = useSearchParams();
  const { filter, problem } = useMemo(() => overviewFilterOf(Object.fromEntries(OVERVIEW_FILTERS.filter((name) => params.has(name)).map((name) => [name, params.getAll(name).length > 1 ? params.getAll(name) : params.get(name)]))), [params]);
  const metricParam = params.get('metric');
  const metric = isMetric(metricParam) ? metricParam : DEFAULT_METRIC;

  const chooseFilter = useCallback((next: OverviewFilter | null) => setParams((current) => withFilter(current, next), { flushSync: true }), [setParams]);
  const chooseMetric = useCallback(
    (next: Metric) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next === DEFAULT_METRIC) query.delete('metric');
          else query.set('metric', next);
          return query;
        },
        // The metric is a view of the same figures: no new history entry for each.
        { replace: true, flushSync: true },
      ),
    [setParams],
  );
  return { filter, problem, metric, chooseFilter, chooseMetric };
}

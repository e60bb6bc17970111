import { dayOf, type RangePreset } from '@folio/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeOf, rangeQuery } from './overview-range';

const RANGE_NAMES = ['range', 'from', 'to'] as const;

/**
 * The overview's range in the address (/admin/overview?range=7d, or ?from=…&to=…), so a reload, Back,
 * a bookmark or a second tab show the same figures. Days are UTC days, as the API counts them.
 */
export function useOverviewRange() {
  const [params, setParams] = useSearchParams();
  const today = dayOf(Date.now());
  const { choice, problem } = useMemo(() => rangeOf(params, today), [params, today]);

  const choose = useCallback(
    (next: { preset: RangePreset } | { preset: 'custom'; from: string; to: string }) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          for (const name of RANGE_NAMES) query.delete(name);
          for (const [name, value] of Object.entries(rangeQuery(next))) query.set(name, value);
          return query;
        },
        // At once, as a list's filters are (use-page-address.ts): it is the user's own move.
        { flushSync: true },
      ),
    [setParams],
  );
  return { choice, problem, today, choose };
}

import { LIMITS } from '@folio/contracts';
import { useHydrated, useMediaQuery } from '@folio/shared-ui';
import { useState } from 'react';

/** As the spec has it: under 768 px wide (not at 768) education and certifications show 2 items until expanded. */
export const NARROW_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

/**
 * `narrow` is null until the browser knows the width (the server's render and hydration): then every
 * item is there and CSS applies the limit (itemsLimitedWhen), so the first paint is already right.
 */
export function useLimitedList<T>(items: readonly T[], limit: number) {
  const narrowNow = useMediaQuery(NARROW_QUERY);
  const narrow = useHydrated() ? narrowNow : null;
  const [expanded, setExpanded] = useState(false);
  const limited = narrow !== false && items.length > limit;
  return {
    visible: narrow && limited && !expanded ? items.slice(0, limit) : items,
    canToggle: limited,
    narrow,
    expanded,
    toggle: () => setExpanded((value) => !value),
  };
}

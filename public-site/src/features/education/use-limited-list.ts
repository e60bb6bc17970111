import { LIMITS } from '@folio/contracts';
import { useMediaQuery } from '@folio/shared-ui';
import { useState } from 'react';

/** §4: under 768 px wide (not at 768) education and certifications show 2 items until expanded. */
export const NARROW_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

export function useLimitedList<T>(items: readonly T[], limit: number) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [expanded, setExpanded] = useState(false);
  const limited = narrow && items.length > limit;
  return {
    visible: limited && !expanded ? items.slice(0, limit) : items,
    canToggle: limited,
    expanded,
    toggle: () => setExpanded((value) => !value),
  };
}

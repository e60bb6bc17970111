import { LIMITS } from '@folio/contracts';

/** As the spec has it: under 768 px wide (not at 768) education and certifications show 2 items until expanded. */
export const NARROW_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

import { preloadableLazy } from '../../lib/preloadable-lazy';

/**
 * The case-study dialog's chunk (Radix's dialog and tabs with it, 19 KB gzip): asked for when a
 * visitor reaches for a case study (pointer over or focus on its link), not with the page, so that
 * by the click it is usually here; on the server, before rendering a page whose address opens a
 * case study (`?case=`). A browser hydrating such a page fetches it then: until it is here React
 * keeps the server's dialog as it is, and hydrates it once it arrives (case-studies.tsx).
 */
export const loadCaseStudyDialog = () => import('./case-study-dialog');

const caseStudyDialog = preloadableLazy(() => loadCaseStudyDialog().then((module) => ({ default: module.CaseStudyDialog })));
const inPageCaseStudyDialog = preloadableLazy(() => loadCaseStudyDialog().then((module) => ({ default: module.InPageCaseStudyDialog })));

export const LazyCaseStudyDialog = caseStudyDialog.Component;
export const LazyInPageCaseStudyDialog = inPageCaseStudyDialog.Component;
export const preloadCaseStudyDialog = () => Promise.all([caseStudyDialog.preload(), inPageCaseStudyDialog.preload()]);

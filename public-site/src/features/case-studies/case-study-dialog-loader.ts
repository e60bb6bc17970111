import { preloadableLazy } from '../../lib/preloadable-lazy';

/**
 * The case-study dialog's chunk (Radix's dialog and tabs with it, 19 KB gzip): asked for when a
 * visitor reaches for a case study (pointer over or focus on its link), not with the page, so that
 * by the click it is usually here; and before hydrating (or rendering on the server) a page whose
 * address opens a case study (`?case=`), so the dialog renders at once.
 */
export const loadCaseStudyDialog = () => import('./case-study-dialog');

const caseStudyDialog = preloadableLazy(() => loadCaseStudyDialog().then((module) => ({ default: module.CaseStudyDialog })));

export const LazyCaseStudyDialog = caseStudyDialog.Component;
export const preloadCaseStudyDialog = caseStudyDialog.preload;

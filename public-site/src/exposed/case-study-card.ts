/**
 * Federation remote `publicSite/CaseStudyCard`: the carousel's card, with its 'View Case Study' dialog.
 * The default export is what the host uses (the plugin wraps modules without one, hiding named exports).
 */
export { CaseStudyCard, CaseStudyCard as default } from '../features/case-studies/case-study-card';

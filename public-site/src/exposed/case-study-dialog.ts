/**
 * Federation remote `publicSite/CaseStudyDialog`: the case study in full, in tabs, as visitors open it.
 * The default export is what the host uses (the plugin wraps modules without one, hiding named exports).
 */
export { CaseStudyDialog, CaseStudyDialog as default } from '../features/case-studies/case-study-dialog';

export { CASE_PARAM, CaseStudiesSection } from './case-studies-section';
export { CaseStudyCard } from './case-study-card';
export { preloadCaseStudyDialog } from './case-study-dialog-loader';

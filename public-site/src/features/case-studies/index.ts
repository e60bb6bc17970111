export { CASE_PARAM } from './case-study-address';
export { CaseStudiesSection } from './case-studies-section';
export { CaseStudyCard } from './case-study-card';
export { preloadCaseStudyDialog } from './case-study-dialog-loader';
export { personaOfCaseStudy } from './case-study-persona';

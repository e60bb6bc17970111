export { CaseStudiesSection } from './case-studies-section';
export { CaseStudyCard } from './case-study-card';
export { CaseStudyDialog } from './case-study-dialog';

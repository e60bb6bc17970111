export { CaseStudiesSection } from './case-studies-section';
export { CaseStudyCard } from './case-study-card';

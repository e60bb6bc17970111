export { EducationSection } from './education-section';

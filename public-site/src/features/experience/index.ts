export { ExperienceSection } from './experience-section';

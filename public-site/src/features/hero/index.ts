export { AboutSection } from './about-section';

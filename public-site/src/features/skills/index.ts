export { SkillsSection } from './skills-section';

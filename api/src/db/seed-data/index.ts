/** Seed content for a fresh Folio database: the data only, the seed runner inserts it. */
export { personas } from './personas.js';
export { companies } from './companies.js';
export { experiences } from './experiences.js';
export { skills } from './skills.js';
export { education } from './education.js';
export { certifications } from './certifications.js';
export { heroItems } from './hero-items.js';
export { caseStudies } from './case-studies.js';
export { socialLinks } from './social-links.js';
export { categories, tags, posts, type SeedBlogPost } from './blog.js';

// What the rest of the API may use of the blog: its categories, tags and posts as kinds of content (for
// the composition, content-kinds.ts), and when a scheduled post next changes the public lists.
export { blogCategories, blogTags } from './blog-taxonomies.js';
export { postsDefinition } from './posts-definition.js';
export { postsService } from './posts.service.js';

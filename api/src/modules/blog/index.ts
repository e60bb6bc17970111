// What other modules may use of the blog: its categories and tags and its posts as kinds of the content
// registry, and an example post for the OpenAPI document.
export { blogCategories, blogTags } from './blog-taxonomies.js';
export { postsContent } from './posts-content.js';
export { postExample } from './posts.repository.js';

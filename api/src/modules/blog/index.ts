// What other modules may use of the blog: its categories and tags (kinds of the content registry), posts as the
// ordering and restore machinery and the media library see them, and an example post for the OpenAPI document.
export { blogCategories, blogTags } from './blog-taxonomies.js';
export { orderablePosts } from './orderable-posts.js';
export { postExample, postMediaUser } from './posts.repository.js';

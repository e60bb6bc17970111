/** Live previews with the public site's own components (federation remote), and their plain fallbacks. */
export { CaseStudyPreview } from './case-study-preview';
export { PostBodyPreview } from './post-body-preview';
export { RemotePreview, UNAVAILABLE_NOTICE } from './remote-preview';

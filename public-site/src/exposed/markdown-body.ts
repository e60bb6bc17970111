/**
 * Federation remote `publicSite/MarkdownBody`: a post body exactly as visitors read it.
 * The default export is what the host uses (the plugin wraps modules without one, hiding named exports).
 */
export { MarkdownBody, MarkdownBody as default } from '../features/blog/markdown-body';

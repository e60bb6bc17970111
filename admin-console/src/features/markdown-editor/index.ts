/** The Markdown editor of a post's body: live preview, and images inserted from the media library with their alt text. */
export { MarkdownEditor, type MarkdownEditorProps } from './markdown-editor';

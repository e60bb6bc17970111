import { PostBodyPreview } from '../preview';
import { MarkdownEditor } from '../markdown-editor';
import type { FieldWidgetProps } from '../../sections/section-definition';

/** A post's body: the Markdown editor, previewed as the public site renders a post. */
export function PostBodyEditor(props: FieldWidgetProps) {
  return <MarkdownEditor {...props} preview={PostBodyPreview} />;
}

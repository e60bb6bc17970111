import type { PostStatus } from '@folio/contracts';
import { useFormState } from 'react-final-form';
import type { Entity } from '../../api/resource-endpoints';
import { SendByEmail } from '../newsletter';
import { PostHistory } from './revisions/post-history';

/** The buttons of a post's edit form: its History, and 'Send by email' once it is published. */
export function PostTools({ item }: { item: Entity }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  const post = item as Entity & { title: string; status: PostStatus; publishedAt?: string | null };
  return (
    <>
      <PostHistory item={item} />
      <SendByEmail post={post} unsaved={dirty} />
    </>
  );
}

import type { InboxView } from '../../sections/navigation/console-routes';
import { InboxList } from './inbox-list';
import { MessageView } from './message-view';
import { SubjectsEditor } from './subjects-editor';

/** The Inbox section: what its address shows (the list, a message or the subjects editor). */
export function InboxSection({ view }: { view: InboxView }) {
  if (view.page === 'message') return <MessageView key={view.id} id={view.id} />;
  if (view.page === 'subjects') return <SubjectsEditor />;
  return <InboxList />;
}

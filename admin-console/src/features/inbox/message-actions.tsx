import type { ContactMessage, MessageChange } from '@folio/contracts';
import { Button, buttonStyles, VisuallyHidden, type ButtonStyleProps } from '@folio/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { replyHref } from './inbox-format';
import { useMessageActions } from './use-message-actions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > * {
      width: 100%;
    }
  }
`;

const ReplyLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

interface Move {
  label: string;
  change: MessageChange;
  done: string;
}

/** The moves a message offers from its folder: out of the inbox to the archive or spam, and back. */
function movesOf(message: ContactMessage): Move[] {
  const toInbox = { change: { folder: 'inbox' }, done: 'Message moved to the inbox' } as const;
  const toSpam: Move = { label: 'Mark as spam', change: { folder: 'spam' }, done: 'Message marked as spam' };
  if (message.folder === 'spam') return [{ label: 'Not spam', ...toInbox }];
  if (message.folder === 'archived') return [{ label: 'Move to inbox', ...toInbox }, toSpam];
  return [{ label: 'Archive', change: { folder: 'archived' }, done: 'Message archived' }, toSpam];
}

export interface MessageActionsProps {
  message: ContactMessage;
  /** Called once the message has left the folder being read (moved, unread again or deleted): back to the list. */
  onLeave: () => void;
}

/**
 * Reply by email (which records the reply: the mail client opens with the quote, and the message is
 * marked replied), replied or not by hand, move to another folder, mark as unread, delete (with Undo).
 */
export function MessageActions({ message, onLeave }: MessageActionsProps) {
  const { change, destroy } = useMessageActions();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (label: string, action: () => Promise<boolean>) => {
    setBusy(label);
    const done = await action();
    setBusy(null);
    if (done) onLeave();
  };

  return (
    <Bar role="group" aria-label="Message actions">
      <ReplyLink href={replyHref(message)} $variant="primary" $size="sm" onClick={() => void change(message, { replied: true }, 'Message marked as replied')}>
        Reply<VisuallyHidden> to {message.name} by email</VisuallyHidden>
      </ReplyLink>
      {message.repliedAt ? (
        <Button $variant="outline" $size="sm" disabled={busy !== null} onClick={() => void change(message, { replied: false }, 'Message marked as not replied')}>
          Mark as not replied
        </Button>
      ) : (
        <Button $variant="outline" $size="sm" disabled={busy !== null} onClick={() => void change(message, { replied: true }, 'Message marked as replied')}>
          Mark as replied
        </Button>
      )}
      {movesOf(message).map((move) => (
        <Button key={move.label} $variant="outline" $size="sm" disabled={busy !== null} onClick={() => void run(move.label, () => change(message, move.change, move.done))}>
          {move.label}
        </Button>
      ))}
      {message.read ? (
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy !== null}
          onClick={() => void run('unread', () => change(message, { read: false }, 'Message marked as unread'))}
        >
          Mark as unread
        </Button>
      ) : null}
      <Button $variant="destructive" $size="sm" disabled={busy !== null} onClick={() => void run('delete', () => destroy(message))}>
        {busy === 'delete' ? 'Deleting...' : 'Delete'}
      </Button>
    </Bar>
  );
}

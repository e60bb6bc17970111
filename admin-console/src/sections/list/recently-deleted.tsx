import { Button } from '@folio/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { deletedItemSettled, type DeletedFrom, type DeletedItem } from './recently-deleted-slice';
import { Notice, NoticeButtons } from '../widgets/notice-styles';

const Notices = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface RecentlyDeletedProps {
  /** The list whose deleted items these are. */
  resource: DeletedFrom;
  /** The spec's word for the kind in toasts, lower case ('post'). */
  entity: string;
  /** Adds the item back under its own id; resolves to an error message, or null when done. */
  undo: (deleted: DeletedItem) => Promise<string | null>;
}

function DeletedNotice({ deleted, entity, undo }: { deleted: DeletedItem; entity: string; undo: RecentlyDeletedProps['undo'] }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const settle = () => dispatch(deletedItemSettled({ resource: deleted.resource, id: deleted.item.id }));
  const runUndo = async () => {
    setBusy(true);
    const message = await undo(deleted);
    setBusy(false);
    if (message === null) settle();
    else setFailure(message);
  };
  return (
    <Notice as="li" $tone="muted">
      <p>
        Deleted {entity} &ldquo;{deleted.title}&rdquo;.
      </p>
      <NoticeButtons>
        <Button $size="sm" $variant="outline" onClick={() => void runUndo()} disabled={busy} aria-label={`Undo: add the deleted ${entity} “${deleted.title}” back`}>
          {busy ? 'Restoring...' : 'Undo'}
        </Button>
        <Button $size="sm" $variant="ghost" onClick={settle} disabled={busy} aria-label={`Dismiss: keep the ${entity} “${deleted.title}” deleted`}>
          Dismiss
        </Button>
      </NoticeButtons>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Notice>
  );
}

/** The section's deleted items, each with Undo until it is dismissed (the delete toast's Undo lasts only as long as the toast). */
export function RecentlyDeleted({ resource, entity, undo }: RecentlyDeletedProps) {
  const deleted = useAppSelector((state) => state.recentlyDeleted).filter((entry) => entry.resource === resource);
  if (deleted.length === 0) return null;
  return (
    <Notices aria-label="Recently deleted">
      {deleted.map((entry) => (
        <DeletedNotice key={entry.item.id} deleted={entry} entity={entity} undo={undo} />
      ))}
    </Notices>
  );
}

import { Button, Dialog } from '@folio/shared-ui';
import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ResourceKey } from '../../api/resources';
import { DEFINITIONS } from '../definitions';
import { listAutosaves, type AutosaveEntry } from './draft-storage';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

const Drafts = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;
  line-height: 1.5;
`;

/** 'the new post “Half a post”', 'case study 3': what the admin would recognise. */
function describe(draft: AutosaveEntry): string {
  const definition = (DEFINITIONS as Record<string, (typeof DEFINITIONS)[ResourceKey] | undefined>)[draft.resource];
  const entity = definition?.labels.entity ?? 'item';
  const name = [draft.values.title, draft.values.name].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const what = draft.id === undefined ? `a new ${entity}` : `${entity} ${draft.id}`;
  return name ? `${what}: “${name.trim()}”` : what;
}

/**
 * Signing out deletes every autosaved draft of this browser (app/store.ts); `confirm(signOut)` asks
 * first when there are any ('Delete unsaved drafts?', in the style of 'Discard unsaved changes?'),
 * naming them, and runs `signOut` at once when there are none. `action` completes the button's
 * label: 'Delete drafts and log out'.
 */
export function useConfirmDropDrafts(action: string): { confirm: (signOut: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ signOut: () => void; drafts: AutosaveEntry[] } | null>(null);
  const confirm = useCallback((signOut: () => void) => {
    const drafts = listAutosaves();
    if (drafts.length === 0) signOut();
    else setPending({ signOut, drafts });
  }, []);

  const count = pending?.drafts.length ?? 0;
  const dialog = (
    <Dialog
      open={pending !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : setPending(null))}
      title="Delete unsaved drafts?"
      description={
        count === 1
          ? 'This browser keeps an autosaved draft that was never saved. Signing out deletes it, so that no one else using this computer can read it.'
          : `This browser keeps ${count} autosaved drafts that were never saved. Signing out deletes them, so that no one else using this computer can read them.`
      }
    >
      <Drafts aria-label="Unsaved drafts to delete">
        {pending?.drafts.map((draft) => <li key={`${draft.resource}:${draft.id ?? 'new'}`}>{describe(draft)}</li>)}
      </Drafts>
      <Actions>
        <Button $variant="outline" onClick={() => setPending(null)}>
          Stay signed in
        </Button>
        <Button
          $variant="destructive"
          onClick={() => {
            const signOut = pending?.signOut;
            setPending(null);
            signOut?.();
          }}
        >
          {`Delete drafts and ${action}`}
        </Button>
      </Actions>
    </Dialog>
  );
  return { confirm, dialog };
}

import { Button } from '@folio/shared-ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../store';
import { discardDraft, restoreDraft, selectDrafts } from '../../sections/console-slice';
import { definitionOf } from '../../sections/definitions';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Stack = styled.div`
  display: grid;
  gap: 0.5rem;
`;

/** After signing in again: what was typed when the session ended, offered back. */
export function DraftOffer() {
  const drafts = useAppSelector(selectDrafts);
  const dispatch = useAppDispatch();
  if (drafts.length === 0) return null;
  return (
    <Stack role="region" aria-label="Unsaved drafts">
      {drafts.map((draft, index) => {
        const { labels } = definitionOf(draft.resource);
        const what = draft.mode === 'edit' ? `editing a ${labels.entity}` : `adding a ${labels.entity}`;
        return (
          <Notice key={`${draft.resource}-${draft.mode}-${draft.id ?? 'new'}`}>
            <p>
              Your session ended while you were {what} in {labels.title}. What you typed was kept.
            </p>
            <Buttons>
              <Button $size="sm" onClick={() => dispatch(restoreDraft(index))}>
                Restore draft
              </Button>
              <Button $size="sm" $variant="ghost" onClick={() => dispatch(discardDraft(index))}>
                Discard
              </Button>
            </Buttons>
          </Notice>
        );
      })}
    </Stack>
  );
}

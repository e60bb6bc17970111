import { Button } from '@folio/shared-ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../store';
import { discardDraft, restoreDraft, selectDrafts, type Draft } from '../../sections/form/console-slice';
import { formPath } from '../../sections/navigation/console-routes';
import { definitionOf } from '../../sections/definitions';
import { clearAutosave } from '../../sections/form/draft-storage';
import { useConfirmLeave } from '../../sections/form/leave-guard';
import { useNavigateNow } from '../../sections/navigation/use-navigate-now';
import { Notice, NoticeButtons } from '../../sections/widgets/notice-styles';

const Stack = styled.div`
  display: grid;
  gap: 0.5rem;
`;

/**
 * After signing in again: what was typed when the session ended, offered back. Restore goes to the
 * form's address (asking first if the form open now has changes) with the draft's values in it. The
 * form's autosaved draft, if any, holds the same typing: it goes with this one.
 */
export function DraftOffer() {
  const drafts = useAppSelector(selectDrafts);
  const dispatch = useAppDispatch();
  const navigate = useNavigateNow();
  const confirmLeave = useConfirmLeave();
  if (drafts.length === 0) return null;

  const restore = (draft: Draft, index: number) =>
    confirmLeave(() => {
      clearAutosave(draft.resource, draft.id);
      dispatch(restoreDraft(index));
      navigate(formPath(draft.resource, draft.id));
    });
  const discard = (draft: Draft, index: number) => {
    clearAutosave(draft.resource, draft.id);
    dispatch(discardDraft(index));
  };
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
            <NoticeButtons>
              <Button $size="sm" onClick={() => restore(draft, index)}>
                Restore draft
              </Button>
              <Button $size="sm" $variant="ghost" onClick={() => discard(draft, index)}>
                Discard
              </Button>
            </NoticeButtons>
          </Notice>
        );
      })}
    </Stack>
  );
}

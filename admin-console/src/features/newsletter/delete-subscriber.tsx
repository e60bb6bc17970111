import type { Subscriber } from '@folio/contracts';
import { Button, Dialog, toast, VisuallyHidden } from '@folio/shared-ui';
import { useRef, useState } from 'react';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { DialogActions, DialogProblem } from '../../sections/widgets/dialog-styles';
import { useDeleteSubscriberMutation } from './newsletter-endpoints';

/**
 * 'Delete' of one address, asked first: erasure takes the address and its consent records for good,
 * so there is no Undo. A refusal is shown in the dialog, where a toast would sit behind the modal.
 */
export function DeleteSubscriber({ subscriber, focusAfterDelete }: { subscriber: Subscriber; focusAfterDelete: () => HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  // Once deleted, the row (and this button) leaves the list: focus goes to where the caller says.
  const deleted = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteSubscriberMutation();
  const close = () => {
    setProblem(null);
    setOpen(false);
  };

  const confirm = async () => {
    setProblem(null);
    try {
      await remove(subscriber.id).unwrap();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setProblem(errorMessage(error, 'Failed to delete the subscriber'));
      return;
    }
    deleted.current = true;
    close();
    toast({ title: 'Success', description: `${subscriber.email} deleted` });
  };

  return (
    <>
      <Button $variant="destructive" $size="sm" onClick={() => setOpen(true)}>
        Delete<VisuallyHidden> {subscriber.email}</VisuallyHidden>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        focusOnClose={() => (deleted.current ? focusAfterDelete() : undefined)}
        title={`Delete ${subscriber.email}?`}
        description="This erases the address and its consent records (when and how it subscribed) from the database. It cannot be undone: to get posts again, they would have to subscribe and confirm anew."
      >
        {problem ? <DialogProblem role="alert">{problem}</DialogProblem> : null}
        <DialogActions>
          <Button $variant="outline" onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button $variant="destructive" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete address'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

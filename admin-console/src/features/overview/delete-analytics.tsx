import { Button, Dialog, toast } from '@folio/shared-ui';
import { useState } from 'react';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { DialogActions, DialogProblem } from '../../sections/widgets/dialog-styles';
import { useDeleteAnalyticsMutation } from './overview-endpoints';

/**
 * 'Delete all analytics', asked first: nothing deleted can come back, so there is no Undo. A refusal
 * is shown in the dialog, where a toast would sit behind the modal.
 */
export function DeleteAnalytics() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteAnalyticsMutation();
  const close = () => {
    setProblem(null);
    setOpen(false);
  };

  const confirm = async () => {
    setProblem(null);
    try {
      await remove().unwrap();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setProblem(errorMessage(error, 'Failed to delete the analytics'));
      return;
    }
    close();
    toast({ title: 'Success', description: 'All analytics deleted' });
  };

  return (
    <>
      <Button $variant="destructive" $size="sm" onClick={() => setOpen(true)}>
        Delete all analytics
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title="Delete all analytics?"
        description="Every visit and event counted so far, and the totals made of them, leave the database for good: this cannot be undone. Counting starts again from now."
      >
        {problem ? <DialogProblem role="alert">{problem}</DialogProblem> : null}
        <DialogActions>
          <Button $variant="outline" onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button $variant="destructive" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete all analytics'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

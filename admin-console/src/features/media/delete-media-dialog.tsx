import type { MediaListItem } from '@folio/contracts';
import { Button, Dialog, toast } from '@folio/shared-ui';
import { useState } from 'react';
import { errorMessage, isUnauthorized } from '../../api/errors';
import { DialogActions, DialogProblem } from '../../sections/widgets/dialog-styles';
import { useDeleteMediaMutation } from './media-endpoints';
import { describeUse } from './media-uses';

export interface DeleteMediaDialogProps {
  /** The image asked about; null when the dialog is closed. */
  item: MediaListItem | null;
  onClose: () => void;
  /** Called once the image is gone, before the dialog closes. */
  onDeleted: () => void;
  focusOnClose?: () => HTMLElement | null | undefined;
}

/**
 * Asks before an image is deleted: a deleted image cannot be put back (its files are gone), so there
 * is no Undo. A refusal (409 while content still uses it) is shown in the dialog, where a toast would
 * sit behind the modal.
 */
export function DeleteMediaDialog({ item, onClose, onDeleted, focusOnClose }: DeleteMediaDialogProps) {
  const [remove, { isLoading: deleting }] = useDeleteMediaMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    if (!item) return;
    setProblem(null);
    try {
      await remove(item.id).unwrap();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setProblem(errorMessage(error, 'Failed to delete image'));
      return;
    }
    onDeleted();
    close();
    toast({ title: 'Success', description: 'Image deleted successfully' });
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Delete ${item?.originalName ?? 'image'}?`}
      description="Its file and every size made of it leave the site for good: this cannot be undone."
      focusOnClose={focusOnClose}
    >
      {item && item.usedBy.length > 0 ? <p>It is still used by {item.usedBy.map(describeUse).join(', ')}.</p> : null}
      {problem ? <DialogProblem role="alert">{problem}</DialogProblem> : null}
      <DialogActions>
        <Button $variant="outline" onClick={close} disabled={deleting}>
          Cancel
        </Button>
        <Button $variant="destructive" onClick={() => void confirm()} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete image'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

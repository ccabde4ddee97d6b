import { Trash2 } from 'lucide-react';
import { showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteAllSessions } from '../api/delete-all-sessions';
import { sessionTexts } from '../session-texts';

interface ClearAllDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCleared: () => void;
}

/** Spec section 5: 'Clear All Call Analyses?' with Cancel and Delete All; it stays open while deleting. */
export default function ClearAllDialog({ open, onOpenChange, onCleared }: ClearAllDialogProps) {
  const deletion = useDeleteAllSessions();

  function deleteAll() {
    deletion.mutate(undefined, {
      onSuccess: () => {
        showSuccessToast(sessionTexts.allDeleted);
        onCleared();
        onOpenChange(false);
      },
      onError: (error) => showErrorToast(error),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sessionTexts.clearAllTitle}
      description={sessionTexts.clearAllDescription}
      locked={deletion.isPending}
      className="max-w-md"
    >
      <div className="flex flex-col-reverse gap-3 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={deletion.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={deleteAll} disabled={deletion.isPending} aria-busy={deletion.isPending || undefined}>
          {deletion.isPending ? <Spinner className="size-4 text-white" /> : <Trash2 aria-hidden="true" className="size-4" />}
          {sessionTexts.clearAllConfirm}
        </Button>
      </div>
    </Dialog>
  );
}

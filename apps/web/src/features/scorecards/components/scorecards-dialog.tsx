import { useState } from 'react';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Scorecard } from '@rehearse/domain';
import { showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteScorecard, useSaveScorecard, useScorecards } from '../api/scorecards.api';
import { SCALE_LABELS } from '../scorecard-form-state';
import { ScorecardEditor } from './scorecard-editor';

interface ScorecardsDialogProps {
  open: boolean;
  onClose: () => void;
  /** A scorecard just saved or copied: the scenario dialog chooses it. */
  onChosen?: (scorecard: Scorecard) => void;
}

type Screen = { kind: 'list' } | { kind: 'edit'; scorecard: Scorecard | null };

export const DELETE_SCORECARD_CONFIRM =
  'Are you sure you want to delete this scorecard? Scenarios that use it go back to the Stage rubric.';

/** The scorecard screen (reached from the scenario dialog): the built-in ones to copy, the user's own to edit, copy and delete. */
export function ScorecardsDialog({ open, onClose, onChosen }: ScorecardsDialogProps) {
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const close = () => {
    setScreen({ kind: 'list' });
    onClose();
  };
  const title = screen.kind === 'list' ? 'Scorecards' : screen.scorecard ? 'Edit Scorecard' : 'New Scorecard';
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())} title={title} className="max-w-2xl">
      {screen.kind === 'list' ? (
        <ScorecardList onEdit={(scorecard) => setScreen({ kind: 'edit', scorecard })} onChosen={onChosen} />
      ) : (
        <ScorecardEditor
          key={screen.scorecard?.id ?? 'new'}
          scorecard={screen.scorecard}
          onCancel={() => setScreen({ kind: 'list' })}
          onSaved={(saved) => {
            onChosen?.(saved);
            setScreen({ kind: 'list' });
          }}
        />
      )}
    </Dialog>
  );
}

function ScorecardList({ onEdit, onChosen }: { onEdit: (scorecard: Scorecard | null) => void; onChosen?: (scorecard: Scorecard) => void }) {
  const scorecards = useScorecards();
  const copy = useSaveScorecard();
  const deletion = useDeleteScorecard();

  async function duplicate(scorecard: Scorecard) {
    try {
      const saved = await copy.mutateAsync({ id: scorecard.id, copy: true });
      showSuccessToast('Scorecard duplicated successfully!');
      onChosen?.(saved);
      onEdit(saved);
    } catch (error) {
      showErrorToast(error);
    }
  }

  function remove(scorecard: Scorecard) {
    if (!window.confirm(DELETE_SCORECARD_CONFIRM)) return;
    deletion.mutate(scorecard.id, {
      onSuccess: () => showSuccessToast('Scorecard deleted successfully!'),
      onError: (error) => showErrorToast(error),
    });
  }

  if (scorecards.isPending) {
    return (
      <div role="status" className="flex h-48 items-center justify-center">
        <Spinner className="size-6" />
        <span className="sr-only">Loading scorecards...</span>
      </div>
    );
  }
  if (scorecards.isError) return <p className="px-6 py-6 text-sm text-red-700">Couldn't load your scorecards. Close this and try again.</p>;
  const busy = copy.isPending || deletion.isPending;

  return (
    <div className="min-h-0 flex-1 space-y-4 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
      <p className="text-sm text-slate-600">
        What a call is scored on. Copy a built-in template to adapt it, or write your own; choose one per scenario in its Scorecard field.
      </p>
      <Button onClick={() => onEdit(null)} disabled={busy}>
        <Plus aria-hidden="true" className="size-4" />
        New Scorecard
      </Button>
      <ul className="space-y-3" aria-label="Scorecards">
        {scorecards.data.map((scorecard) => (
          <li key={scorecard.id} className="rounded-xl border border-slate-200 bg-white p-4" aria-label={scorecard.name}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="text-sm font-semibold break-words text-slate-900">
                  {scorecard.name}
                  {scorecard.built_in ? (
                    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Built in</span>
                  ) : null}
                </h3>
                {scorecard.description ? <p className="mt-1 text-sm text-slate-600">{scorecard.description}</p> : null}
                {scorecard.criteria.length > 0 ? (
                  <p className={scorecard.description ? 'mt-1 text-xs text-slate-500' : 'mt-1 text-sm text-slate-600'}>
                    {scorecard.criteria
                      .map((criterion) => `${criterion.name} (${criterion.weight}, ${SCALE_LABELS[criterion.scale]})`)
                      .join(' · ')}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-1">
                {scorecard.built_in ? null : (
                  <Button variant="ghost" size="sm" onClick={() => onEdit(scorecard)} disabled={busy} aria-label={`Edit ${scorecard.name}`}>
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                )}
                {scorecard.criteria.length > 0 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void duplicate(scorecard)}
                    disabled={busy}
                    aria-label={`Duplicate ${scorecard.name}`}
                  >
                    <Copy aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
                {scorecard.built_in ? null : (
                  <Button
                    variant="danger-ghost"
                    size="sm"
                    onClick={() => remove(scorecard)}
                    disabled={busy}
                    aria-label={`Delete ${scorecard.name}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

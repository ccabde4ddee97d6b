import { lazy, Suspense } from 'react';
import type { Scenario } from '@rehearse/domain';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useCreateScenario } from '../api/create-scenario';
import { useDuplicateScenario } from '../api/duplicate-scenario';
import { useUpdateScenario } from '../api/update-scenario';
import { scenarioTexts } from '../scenario-texts';

// The form carries the validation schemas (zod) and the sanitiser: loaded when the dialog first opens.
const ScenarioForm = lazy(() => import('./scenario-form'));

export interface ScenarioDialogState {
  open: boolean;
  /** The scenario to edit; null to create one. */
  scenario: Scenario | null;
}

/** Create or edit a scenario (spec section 2, 'Scenario dialog'). */
export function ScenarioDialog({ state, onClose }: { state: ScenarioDialogState; onClose: () => void }) {
  const mutations = { create: useCreateScenario(), update: useUpdateScenario(), duplicate: useDuplicateScenario() };
  // Nothing closes the dialog while it saves or duplicates (spec section 2).
  const busy = mutations.create.isPending || mutations.update.isPending || mutations.duplicate.isPending;
  const title = state.scenario ? scenarioTexts.editTitle : scenarioTexts.createTitle;

  return (
    <Dialog open={state.open} onOpenChange={(open) => (open ? undefined : onClose())} title={title} locked={busy} className="max-w-2xl">
      <Suspense
        fallback={
          <div role="status" className="flex h-72 items-center justify-center">
            <Spinner className="size-6" />
            <span className="sr-only">Loading...</span>
          </div>
        }
      >
        {/* A new scenario to edit is a new form: the form resets when its initial values change (spec section 2). */}
        <ScenarioForm key={state.scenario?.id ?? 'new'} scenario={state.scenario} mutations={mutations} onDone={onClose} />
      </Suspense>
    </Dialog>
  );
}

export type ScenarioMutations = {
  create: ReturnType<typeof useCreateScenario>;
  update: ReturnType<typeof useUpdateScenario>;
  duplicate: ReturnType<typeof useDuplicateScenario>;
};

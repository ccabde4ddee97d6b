import { useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { STAGE_RUBRIC_SCORECARD_ID } from '@rehearse/domain';
import type { Scenario } from '@rehearse/domain';
import { Button } from '../../../shared/ui/button';
import type { ActiveCallState } from '../../calls';
import { cardCallState } from '../card-call-state';
import { hasHiddenScenarios, viewAllLabel, visibleScenarios } from '../visible-scenarios';
import { CreateScenarioTile } from './create-scenario-tile';
import { ScenarioCard } from './scenario-card';

interface ScenarioGridProps {
  scenarios: readonly Scenario[];
  call: ActiveCallState;
  checkingScenarioId: string | null;
  deletingScenarioId: string | null;
  /** Scorecard names by id, for the card's badge. */
  scorecardNames: ReadonlyMap<string, string>;
  onCreate: () => void;
  onStart: (scenario: Scenario) => void;
  onBrief: (scenario: Scenario) => void;
  onEndCall: () => void;
  onEdit: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

/** The 'Create New' tile, then the scenarios newest first: four until 'View All'. */
export function ScenarioGrid({
  scenarios,
  call,
  checkingScenarioId,
  deletingScenarioId,
  scorecardNames,
  onCreate,
  ...actions
}: ScenarioGridProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = visibleScenarios(scenarios, expanded);

  return (
    <div>
      <ul id="scenario-grid" data-testid="scenario-grid" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <CreateScenarioTile onClick={onCreate} disabled={call.status !== 'idle'} />
        </li>
        {shown.map((scenario) => (
          <li key={scenario.id}>
            <ScenarioCard
              scenario={scenario}
              call={cardCallState(call, scenario.id)}
              isChecking={checkingScenarioId === scenario.id}
              isDeleting={deletingScenarioId === scenario.id}
              {...(scenario.scorecard_id && scenario.scorecard_id !== STAGE_RUBRIC_SCORECARD_ID
                ? { scorecardName: scorecardNames.get(scenario.scorecard_id) ?? 'Scorecard' }
                : {})}
              {...actions}
            />
          </li>
        ))}
      </ul>
      {hasHiddenScenarios(scenarios.length) ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} aria-controls="scenario-grid">
            {expanded ? (
              <>
                Show Less
                <ChevronUp aria-hidden="true" className="size-4" />
              </>
            ) : (
              <>
                {viewAllLabel(scenarios.length)}
                <ChevronDown aria-hidden="true" className="size-4" />
              </>
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Four placeholder tiles while the list loads. */
export function ScenarioGridSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading scenarios...</span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-4 h-3 w-full rounded bg-slate-100" />
          <div className="mt-2 h-3 w-5/6 rounded bg-slate-100" />
          <div className="mt-6 flex gap-2">
            <div className="h-6 w-20 rounded-full bg-slate-100" />
            <div className="h-6 w-14 rounded-full bg-slate-100" />
          </div>
          <div className="mt-8 h-10 rounded-lg bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { Flag, ListChecks, Play, UserRound } from 'lucide-react';
import { briefingFacts, callGoalFor, criteriaForScenario, DEFAULT_DIFFICULTY, richTextToPlainText } from '@rehearse/domain';
import type { Scenario } from '@rehearse/domain';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { DIFFICULTY_HINTS, DIFFICULTY_LABELS } from '../../../shared/difficulty-texts';
import { useScorecards, SCALE_LABELS } from '../../scorecards';

const PERSONA_TITLES: Record<string, string> = {
  CEO: 'Chief Executive Officer',
  CTO: 'Chief Technology Officer',
  CFO: 'Chief Financial Officer',
  CMO: 'Chief Marketing Officer',
};

interface BriefingDialogProps {
  scenario: Scenario | null;
  onClose: () => void;
  onStart: (scenario: Scenario) => void;
  skipBeforeCall: boolean;
  onSkipChange: (skip: boolean) => void;
  /** The call cannot start now (another call is on, or a check is running). */
  startDisabled: boolean;
}

/**
 * The briefing before a call: who you are calling (what a salesperson would know, not the buyer's
 * hidden concerns), the goal of the call, and the scorecard the call will be scored on.
 */
export function BriefingDialog({ scenario, onClose, onStart, skipBeforeCall, onSkipChange, startDisabled }: BriefingDialogProps) {
  const skipId = useId();
  return (
    <Dialog
      open={scenario !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={scenario ? `Brief: ${richTextToPlainText(scenario.title)}` : 'Brief'}
      className="max-w-2xl"
    >
      {scenario ? (
        <>
          <div data-testid="briefing" className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
            <WhoYouAreCalling scenario={scenario} />
            <CallGoal scenario={scenario} />
            <ScorecardCriteria scenario={scenario} />
          </div>
          <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <label htmlFor={skipId} className="flex cursor-pointer items-center gap-2 text-sm text-slate-600">
              <input
                id={skipId}
                type="checkbox"
                checked={skipBeforeCall}
                onChange={(event) => onSkipChange(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              Don't show before each call
            </label>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => onStart(scenario)} disabled={startDisabled}>
                <Play aria-hidden="true" className="size-4" />
                Start
              </Button>
            </div>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

function BriefSection({ icon: Icon, title, children }: { icon: typeof Flag; title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-4 text-brand-600" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function WhoYouAreCalling({ scenario }: { scenario: Scenario }) {
  const facts = briefingFacts(scenario.scenario_details);
  const difficulty = scenario.difficulty ?? DEFAULT_DIFFICULTY;
  return (
    <BriefSection icon={UserRound} title="Who you are calling">
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-500">Persona</dt>
        <dd className="text-slate-900">
          {scenario.persona ? `${scenario.persona} (${PERSONA_TITLES[scenario.persona]})` : 'Custom profile'}
        </dd>
        <dt className="font-medium text-slate-500">Stage</dt>
        <dd className="text-slate-900">{scenario.sales_stage ?? 'General Assessment'}</dd>
        <dt className="font-medium text-slate-500">Difficulty</dt>
        <dd className="text-slate-900">
          {DIFFICULTY_LABELS[difficulty]}: <span className="text-slate-600">{DIFFICULTY_HINTS[difficulty]}</span>
        </dd>
        <dt className="font-medium text-slate-500">Selling</dt>
        <dd className="text-slate-900">{richTextToPlainText(scenario.product)}</dd>
      </dl>
      {facts.known.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label="What you know">
          {facts.known.map((fact, index) => (
            <li key={index}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {facts.heldBack > 0 ? (
        <p className="mt-2 text-xs text-slate-500">
          {facts.heldBack} {facts.heldBack === 1 ? 'detail' : 'details'} of the profile held back: the buyer's concerns are for you to
          uncover on the call.
        </p>
      ) : null}
    </BriefSection>
  );
}

function CallGoal({ scenario }: { scenario: Scenario }) {
  const goal = callGoalFor(scenario.sales_stage);
  return (
    <BriefSection icon={Flag} title="Goal of the call">
      <p className="text-sm font-medium text-slate-900">{goal.nextStep}</p>
      <p className="mt-1 text-sm text-slate-600">{goal.howTo}</p>
    </BriefSection>
  );
}

function ScorecardCriteria({ scenario }: { scenario: Scenario }) {
  const scorecards = useScorecards();
  const scorecard = scorecards.data?.find((card) => card.id === scenario.scorecard_id) ?? scorecards.data?.[0];
  if (!scorecard) {
    return (
      <BriefSection icon={ListChecks} title="How you will be scored">
        {scorecards.isError ? <p className="text-sm text-slate-500">The scorecard could not be loaded.</p> : <Spinner className="size-5" />}
      </BriefSection>
    );
  }
  const criteria = criteriaForScenario(scorecard, scenario.sales_stage);
  return (
    <BriefSection icon={ListChecks} title="How you will be scored">
      <p className="mb-2 text-sm text-slate-600">
        Scorecard: <span className="font-medium text-slate-900">{scorecard.name}</span>
      </p>
      <ul className="space-y-2" aria-label="Scorecard criteria">
        {criteria.map((criterion) => (
          <li key={criterion.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-sm font-semibold text-slate-900">{criterion.name}</span>
              <span className="shrink-0 text-xs text-slate-500">
                weight {criterion.weight} · {SCALE_LABELS[criterion.scale]}
              </span>
            </div>
            <p className="mt-0.5 text-sm text-slate-600">{criterion.good_looks_like}</p>
          </li>
        ))}
      </ul>
    </BriefSection>
  );
}

import { useState } from 'react';
import { Plus, Sparkles, TriangleAlert } from 'lucide-react';
import { toUserMessage } from '@rehearse/domain';
import type { PublicUser, Scenario } from '@rehearse/domain';
import { showDestructiveToast, showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useCallActivity, useStartPractice, usePracticeRequests, CallSetupNotes } from '../../calls';
import { useBriefing, BriefingDialog } from '../../briefing';
import { useScorecards } from '../../scorecards';
import { useDeleteScenario } from '../api/delete-scenario';
import { useScenarios } from '../api/get-scenarios';
import { scenarioTexts } from '../scenario-texts';
import { CreatingBanner } from './creating-banner';
import { ScenarioDialog } from './scenario-dialog';
import type { ScenarioDialogState } from './scenario-dialog';
import { ScenarioGrid, ScenarioGridSkeleton } from './scenario-grid';

/** Step 1 of the home screen: a sign-in prompt for visitors, the scenario grid for users. */
export function ScenarioSection({ user }: { user: PublicUser | null }) {
  if (!user) {
    return (
      <EmptyState
        icon={Sparkles}
        title="Ready to start practicing?"
        description="Sign in to create scenarios and rehearse them with your AI customer."
        action={<ButtonLink to="/auth">Sign In to Get Started</ButtonLink>}
      />
    );
  }
  // Keyed by user: the briefing preference and the dialogs belong to whoever is signed in.
  return <ScenarioWorkspace key={user.id} user={user} />;
}

const CLOSED: ScenarioDialogState = { open: false, scenario: null };

function ScenarioWorkspace({ user }: { user: PublicUser }) {
  const scenarios = useScenarios({ enabled: true });
  const call = useCallActivity();
  const { startPractice, joinCall, checkingScenarioId } = useStartPractice(user);
  const briefing = useBriefing(user);
  const scorecards = useScorecards();
  const scorecardNames = new Map(scorecards.data?.map((scorecard) => [scorecard.id, scorecard.name]));
  const deletion = useDeleteScenario();
  const [dialog, setDialog] = useState<ScenarioDialogState>(CLOSED);

  // Start Practice checks credit, then shows the briefing unless the user turned it off.
  function start(scenario: Scenario) {
    void startPractice(scenario, briefing.skipBeforeCall ? undefined : (checked) => briefing.show(checked, { checked: true }));
  }

  // Practise again (a call's card or details) and Start Your First Call come here, by the same way.
  usePracticeRequests((scenarioId) => {
    const scenario = scenarios.data?.find((candidate) => candidate.id === scenarioId);
    if (scenario) start(scenario);
    else showDestructiveToast(scenarioTexts.practiceGoneTitle, scenarioTexts.practiceGoneDescription);
  });

  function openCreate() {
    setDialog({ open: true, scenario: null });
  }

  function openEdit(scenario: Scenario) {
    setDialog({ open: true, scenario });
  }

  function remove(scenario: Scenario) {
    if (!window.confirm(scenarioTexts.deleteConfirm)) return;
    deletion.mutate(scenario.id, {
      onSuccess: () => showSuccessToast(scenarioTexts.deleted),
      onError: (error) => showErrorToast(error),
    });
  }

  let content;
  if (scenarios.isPending) {
    content = <ScenarioGridSkeleton />;
  } else if (scenarios.isError) {
    content = (
      <EmptyState
        icon={TriangleAlert}
        title="Couldn't load your scenarios"
        description={toUserMessage(scenarios.error)}
        action={
          <Button variant="secondary" onClick={() => void scenarios.refetch()} disabled={scenarios.isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else if (scenarios.data.length === 0) {
    content = (
      <EmptyState
        icon={Sparkles}
        title="No scenarios yet"
        description="Describe what you sell and who you are calling; the AI customer plays them for you."
        action={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Create Your First Scenario
          </Button>
        }
      />
    );
  } else {
    content = (
      <ScenarioGrid
        scenarios={scenarios.data}
        call={call}
        checkingScenarioId={checkingScenarioId}
        deletingScenarioId={deletion.isPending ? deletion.variables : null}
        scorecardNames={scorecardNames}
        onCreate={openCreate}
        onStart={start}
        onBrief={(scenario) => briefing.show(scenario, { checked: false })}
        onEndCall={() => void call.endCall()}
        onEdit={openEdit}
        onDelete={remove}
      />
    );
  }

  return (
    <>
      <CallSetupNotes />
      <CreatingBanner />
      {content}
      <ScenarioDialog state={dialog} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
      <BriefingDialog
        scenario={briefing.scenario}
        onClose={briefing.close}
        skipBeforeCall={briefing.skipBeforeCall}
        onSkipChange={briefing.setSkipBeforeCall}
        startDisabled={call.status !== 'idle' || checkingScenarioId !== null}
        onStart={(scenario) => {
          const checked = briefing.checked;
          briefing.close();
          // Opened by Start Practice, the checks already passed; opened by Brief, they run now.
          void (checked ? joinCall(scenario) : startPractice(scenario));
        }}
      />
    </>
  );
}

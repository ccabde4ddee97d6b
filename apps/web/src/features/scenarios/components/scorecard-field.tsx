import { useEffect, useState } from 'react';
import { ListChecks } from 'lucide-react';
import { STAGE_RUBRIC_SCORECARD_ID } from '@rehearse/domain';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { useScorecards, ScorecardsDialog } from '../../scorecards';

interface ScorecardFieldProps {
  value: string;
  onChange: (scorecardId: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Scorecard: what the scenario's calls are scored on ('Stage rubric' by default), and the way to the scorecard screen. */
export function ScorecardField({ value, onChange, error, disabled }: ScorecardFieldProps) {
  const scorecards = useScorecards();
  const [managing, setManaging] = useState(false);
  const options = scorecards.data?.map((scorecard) => ({
    value: scorecard.id,
    label: scorecard.built_in ? scorecard.name : `${scorecard.name} (yours)`,
  })) ?? [{ value: STAGE_RUBRIC_SCORECARD_ID, label: 'Stage rubric' }];
  // A choice not in the list yet (the list still loading) is kept rather than shown as another.
  if (!options.some((option) => option.value === value)) options.push({ value, label: 'Loading...' });
  const chosen = scorecards.data?.find((scorecard) => scorecard.id === value);
  const gone = scorecards.data !== undefined && !scorecards.isFetching && !chosen;
  // The chosen scorecard was deleted (on the scorecard screen, say): its scenarios are on the stage rubric now.
  useEffect(() => {
    if (gone) onChange(STAGE_RUBRIC_SCORECARD_ID);
  }, [gone, onChange]);

  return (
    <div>
      <div className="flex items-end gap-2">
        <SelectField
          name="scorecardId"
          label="Scorecard"
          options={options}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={() => setManaging(true)} disabled={disabled} className={error ? 'mb-6' : undefined}>
          <ListChecks aria-hidden="true" className="size-4" />
          Manage scorecards
        </Button>
      </div>
      <p className="mt-1.5 text-xs text-slate-500">
        {chosen?.description ||
          (chosen ? chosen.criteria.map((criterion) => criterion.name).join(' · ') : "The five categories of the scenario's sales stage.")}
      </p>
      <ScorecardsDialog open={managing} onClose={() => setManaging(false)} onChosen={(scorecard) => onChange(scorecard.id)} />
    </div>
  );
}

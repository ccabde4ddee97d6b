import { useState } from 'react';
import type { FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  AppError,
  CRITERIA_MAX,
  CRITERION_NAME_MAX,
  GOOD_LOOKS_LIKE_MAX,
  SCORECARD_NAME_MAX,
  validateScorecardForm,
} from '@rehearse/domain';
import type { Scorecard, ScorecardFieldErrors, ScorecardScale } from '@rehearse/domain';
import { showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSaveScorecard } from '../api/scorecards.api';
import { emptyCriterion, initialScorecardForm, SCALE_OPTIONS, toScorecardRequest } from '../scorecard-form-state';
import type { CriterionFormState, ScorecardFormState } from '../scorecard-form-state';

interface ScorecardEditorProps {
  /** The user's scorecard to edit, or null to write a new one. */
  scorecard: Scorecard | null;
  onSaved: (scorecard: Scorecard) => void;
  onCancel: () => void;
}

/** Name, then each criterion: its name, what good looks like, weight and scale; checked by the shared schema before it is sent. */
export function ScorecardEditor({ scorecard, onSaved, onCancel }: ScorecardEditorProps) {
  const [form, setForm] = useState<ScorecardFormState>(() => initialScorecardForm(scorecard));
  const [errors, setErrors] = useState<ScorecardFieldErrors>({});
  const save = useSaveScorecard();

  const changeCriterion = (index: number, field: keyof CriterionFormState, value: string) => {
    setForm((current) => ({
      ...current,
      criteria: current.criteria.map((criterion, at) => (at === index ? { ...criterion, [field]: value } : criterion)),
    }));
    setErrors((current) => ({ ...current, [`criteria.${index}.${field}`]: '' }));
  };
  const removeCriterion = (index: number) =>
    setForm((current) => ({ ...current, criteria: current.criteria.filter((_, at) => at !== index) }));
  const addCriterion = () => setForm((current) => ({ ...current, criteria: [...current.criteria, emptyCriterion()] }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setErrors({});
    const request = toScorecardRequest(form);
    const checked = validateScorecardForm(request);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const saved = await save.mutateAsync({ ...(scorecard ? { id: scorecard.id } : {}), request });
      showSuccessToast(scorecard ? 'Scorecard updated successfully!' : 'Scorecard created successfully!');
      onSaved(saved);
    } catch (error) {
      if (error instanceof AppError && error.fields) setErrors(error.fields);
      else showErrorToast(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={scorecard ? 'Edit scorecard' : 'New scorecard'}
      className="flex min-h-0 flex-1 flex-col"
    >
      {/* The fields scroll between the dialog's title and its buttons (a fieldset cannot be the scroller). */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <fieldset disabled={save.isPending} className="space-y-5 px-5 py-5 sm:px-6">
          <TextField
            name="name"
            label="Scorecard Name"
            placeholder="e.g. Our discovery call"
            value={form.name}
            onChange={(event) => {
              setForm((current) => ({ ...current, name: event.target.value }));
              setErrors((current) => ({ ...current, name: '' }));
            }}
            maxCharacters={SCORECARD_NAME_MAX}
            error={errors.name || undefined}
            autoComplete="off"
            autoFocus
          />
          <ol className="space-y-4" aria-label="Criteria">
            {form.criteria.map((criterion, index) => (
              <li key={index} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <div className="mb-3 flex items-center justify-between">
                  <h4 className="text-sm font-semibold text-slate-800">Criterion {index + 1}</h4>
                  {form.criteria.length > 1 ? (
                    <Button variant="ghost" size="sm" onClick={() => removeCriterion(index)} aria-label={`Remove criterion ${index + 1}`}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
                <div className="space-y-3">
                  <TextField
                    name={`criteria.${index}.name`}
                    label="Criterion"
                    placeholder="e.g. Quantifies the pain"
                    value={criterion.name}
                    onChange={(event) => changeCriterion(index, 'name', event.target.value)}
                    maxCharacters={CRITERION_NAME_MAX}
                    error={errors[`criteria.${index}.name`] || undefined}
                    autoComplete="off"
                  />
                  <TextAreaField
                    name={`criteria.${index}.goodLooksLike`}
                    label="What good looks like"
                    placeholder="The behaviour you would point at in the call"
                    rows={2}
                    value={criterion.goodLooksLike}
                    onChange={(event) => changeCriterion(index, 'goodLooksLike', event.target.value)}
                    maxCharacters={GOOD_LOOKS_LIKE_MAX}
                    error={errors[`criteria.${index}.goodLooksLike`] || undefined}
                  />
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      name={`criteria.${index}.weight`}
                      label="Weight"
                      inputMode="numeric"
                      value={criterion.weight}
                      onChange={(event) => changeCriterion(index, 'weight', event.target.value)}
                      error={errors[`criteria.${index}.weight`] || undefined}
                    />
                    <SelectField
                      name={`criteria.${index}.scale`}
                      label="Scale"
                      options={SCALE_OPTIONS}
                      value={criterion.scale}
                      onChange={(event) => changeCriterion(index, 'scale', event.target.value as ScorecardScale)}
                      error={errors[`criteria.${index}.scale`] || undefined}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ol>
          {errors.criteria ? <p className="text-sm text-red-600">{errors.criteria}</p> : null}
          {form.criteria.length < CRITERIA_MAX ? (
            <Button variant="secondary" onClick={addCriterion}>
              <Plus aria-hidden="true" className="size-4" />
              Add criterion
            </Button>
          ) : null}
        </fieldset>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Back to scorecards
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving Scorecard...' : 'Save Scorecard'}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppError, CUSTOMER_PROFILE_MAX, PRODUCT_MAX, TITLE_MAX, validateScenarioForm } from '@rehearse/domain';
import type { Scenario, ScenarioFieldErrors, ScenarioFormField } from '@rehearse/domain';
import { isUnauthorizedError } from '../../../shared/api-client';
import { showDestructiveToast, showErrorToast, showSuccessToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { useCompanyScrape } from '../hooks/use-company-scrape';
import { afterProfileGenerated, NO_PROFILE_UNDO, withoutProfileUndo } from '../profile-undo';
import {
  firstErrorField,
  initialFormState,
  PERSONA_OPTIONS,
  pickScenarioFieldErrors,
  SALES_STAGE_OPTIONS,
  toScenarioRequest,
} from '../scenario-form-state';
import type { ScenarioFormState } from '../scenario-form-state';
import { scenarioSaveFailureMessage, scenarioTexts } from '../scenario-texts';
import { CompanyUrlField } from './company-url-field';
import { DifficultyField } from './difficulty-field';
import { ScorecardField } from './scorecard-field';
import type { ScenarioMutations } from './scenario-dialog';
import { VoiceGenderField } from './voice-gender-field';

interface ScenarioFormProps {
  /** The scenario to edit, or null to create one. */
  scenario: Scenario | null;
  mutations: ScenarioMutations;
  /** Called after a successful save or copy: the dialog closes. */
  onDone: () => void;
}

type Submission = 'save' | 'copy';

/**
 * The scenario dialog's fields and buttons; the lazily loaded part of the dialog. It starts from
 * the scenario's values; the dialog mounts a new one (by key) whenever the scenario changes.
 */
export default function ScenarioForm({ scenario, mutations, onDone }: ScenarioFormProps) {
  const navigate = useNavigate();
  const isEdit = scenario !== null;
  const [values, setValues] = useState<ScenarioFormState>(() => initialFormState(scenario));
  const [errors, setErrors] = useState<ScenarioFieldErrors>({});
  // What the user had written before a generated profile replaced it, for Undo.
  const [profileUndo, setProfileUndo] = useState(NO_PROFILE_UNDO);
  // The field as it is when the analysis answers: the user may have typed while it ran.
  const latestProfile = useRef(values.customerProfile);
  useEffect(() => {
    latestProfile.current = values.customerProfile;
  }, [values.customerProfile]);
  const scrape = useCompanyScrape((profile) => {
    const current = latestProfile.current;
    setProfileUndo((undo) => afterProfileGenerated(undo, current, profile));
    setValues((form) => ({ ...form, customerProfile: profile }));
    setErrors((form) => ({ ...form, customerProfile: undefined }));
  });

  function undoGeneratedProfile() {
    if (profileUndo.replaced === null) return;
    change('customerProfile', profileUndo.replaced);
    setProfileUndo(withoutProfileUndo);
  }

  const saving = mutations.create.isPending || mutations.update.isPending;
  const duplicating = mutations.duplicate.isPending;
  const busy = saving || duplicating;

  function change<Field extends keyof ScenarioFormState>(field: Field, value: ScenarioFormState[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeCompanyUrl(value: string) {
    change('companyUrl', value);
    // A new address makes the last analysis stale: clear it, and drop one that is still running.
    if (scrape.status !== 'idle') scrape.reset();
  }

  function showErrors(next: ScenarioFieldErrors) {
    setErrors(next);
    const first = firstErrorField(next);
    if (first) document.getElementById(fieldElementId(first))?.focus();
  }

  /** Errors clear at the start of each submit, and a form that fails validation is not sent (spec section 5). */
  async function submit(kind: Submission) {
    if (busy) return;
    setErrors({});
    const result = validateScenarioForm(values);
    if (!result.ok) return showErrors(result.errors);
    const request = toScenarioRequest(values);
    try {
      if (kind === 'copy' && scenario) {
        await mutations.duplicate.mutateAsync({ id: scenario.id, request });
        showSuccessToast(scenarioTexts.duplicated);
      } else if (scenario) {
        await mutations.update.mutateAsync({ id: scenario.id, request });
        showSuccessToast(scenarioTexts.updated);
      } else {
        await mutations.create.mutateAsync(request);
        showSuccessToast(scenarioTexts.created);
      }
      onDone();
    } catch (error) {
      reportFailure(error, kind);
    }
  }

  function reportFailure(error: unknown, kind: Submission) {
    const fieldErrors = pickScenarioFieldErrors(error instanceof AppError ? error.fields : undefined);
    if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
    if (kind === 'copy') showErrorToast(error);
    else showDestructiveToast('Error', scenarioSaveFailureMessage(error, isEdit ? 'update' : 'create'));
    // The session ended while the dialog was open: signing in again is the way forward.
    if (isUnauthorizedError(error)) void navigate('/auth');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit('save');
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      {/* The fields scroll between the dialog's title and its buttons. */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <fieldset disabled={busy} className="space-y-5 px-5 py-5 sm:px-6">
          <TextField
            name="title"
            label="Scenario Title"
            placeholder="e.g. Renewal call with a cautious CFO"
            value={values.title}
            onChange={(event) => change('title', event.target.value)}
            maxCharacters={TITLE_MAX}
            error={errors.title}
            autoComplete="off"
            autoFocus
          />
          <TextAreaField
            name="product"
            label="What are you selling?"
            placeholder="The product or service, its price and what makes it different"
            rows={3}
            value={values.product}
            onChange={(event) => change('product', event.target.value)}
            maxCharacters={PRODUCT_MAX}
            error={errors.product}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="salesStage"
              label="Sales Stage"
              options={SALES_STAGE_OPTIONS}
              value={values.salesStage}
              onChange={(event) => change('salesStage', event.target.value as ScenarioFormState['salesStage'])}
              error={errors.salesStage}
            />
            <SelectField
              name="persona"
              label="Who are you talking to?"
              options={PERSONA_OPTIONS}
              value={values.persona}
              onChange={(event) => change('persona', event.target.value as ScenarioFormState['persona'])}
              error={errors.persona}
            />
          </div>
          <VoiceGenderField value={values.gender} onChange={(gender) => change('gender', gender)} error={errors.gender} />
          <DifficultyField
            value={values.difficulty}
            onChange={(difficulty) => change('difficulty', difficulty)}
            error={errors.difficulty}
          />
          <ScorecardField
            value={values.scorecardId}
            onChange={(scorecardId) => change('scorecardId', scorecardId)}
            error={errors.scorecardId}
            disabled={busy}
          />
          <CompanyUrlField
            value={values.companyUrl}
            error={errors.companyUrl}
            status={scrape.status}
            disabled={busy}
            onChange={changeCompanyUrl}
            onAnalyze={() => void scrape.analyze(values.companyUrl)}
          />
          <TextAreaField
            name="customerProfile"
            label="Customer Profile / Context"
            placeholder="Who the buyer is, their company, what they care about and the objections they raise"
            rows={6}
            value={values.customerProfile}
            onChange={(event) => {
              change('customerProfile', event.target.value);
              setProfileUndo(withoutProfileUndo);
            }}
            maxCharacters={CUSTOMER_PROFILE_MAX}
            error={errors.customerProfile}
          />
          {profileUndo.replaced !== null ? (
            <p role="status" className="-mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
              The generated profile replaced what you had written.
              <Button variant="ghost" size="sm" className="h-8 px-2 text-brand-700" onClick={undoGeneratedProfile} disabled={busy}>
                Undo
              </Button>
            </p>
          ) : null}
        </fieldset>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        {isEdit ? (
          <>
            <Button variant="secondary" onClick={() => void submit('copy')} disabled={busy} aria-busy={duplicating || undefined}>
              {duplicating ? 'Saving Copy...' : 'Save as Copy'}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={saving || undefined}>
              {saving ? 'Updating Scenario...' : 'Update Scenario'}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={busy} aria-busy={saving || undefined}>
            {saving ? 'Creating Scenario...' : 'Create Scenario'}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The element to focus for a field's error: the gender and difficulty radios are reached through the first one. */
function fieldElementId(field: ScenarioFormField): string {
  if (field === 'gender') return 'gender-Male';
  if (field === 'difficulty') return 'difficulty-easy';
  return field;
}

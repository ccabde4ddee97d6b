import { useIsMutating } from '@tanstack/react-query';
import { Spinner } from '../../../shared/ui/spinner';
import { createScenarioMutationKey } from '../api/create-scenario';
import { scenarioTexts } from '../scenario-texts';

/** 'Creating your scenario... This may take a few moments', while a create is in flight. */
export function CreatingBanner() {
  const creating = useIsMutating({ mutationKey: createScenarioMutationKey }) > 0;
  return (
    <div role="status" aria-live="polite">
      {creating ? (
        <div className="mb-6 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Spinner className="size-5 shrink-0" />
          <p>
            <span className="font-semibold">{scenarioTexts.creatingBanner}</span>{' '}
            <span className="text-brand-800/80">{scenarioTexts.creatingBannerDetail}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}

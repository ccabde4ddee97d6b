import { CircleAlert, CircleCheck, Sparkles } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { describedBy, FieldError, FieldLabel, fieldControlClasses } from '../../../shared/ui/field-parts';
import { Spinner } from '../../../shared/ui/spinner';
import { companyUrlState, scrapeTexts } from '../company-url';
import type { ScrapeStatus } from '../hooks/use-company-scrape';

interface CompanyUrlFieldProps {
  value: string;
  error?: string;
  status: ScrapeStatus;
  disabled: boolean;
  onChange: (value: string) => void;
  onAnalyze: () => void;
}

/**
 * Company Website (optional) and its website analysis: the 'Get company info' button shows once
 * the address parses as a URL, a red mark flags one that does not, and a line under the field
 * says while the analysis runs and when its profile has been filled in below.
 */
export function CompanyUrlField({ value, error, status, disabled, onChange, onAnalyze }: CompanyUrlFieldProps) {
  const urlState = companyUrlState(value);
  const analyzed = status === 'analyzed';
  const loading = status === 'loading';
  const statusId = 'companyUrl-status';

  return (
    <div>
      <FieldLabel htmlFor="companyUrl" label="Company Website" note="(optional)" />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <input
            id="companyUrl"
            name="companyUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://company.com"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            aria-invalid={error || urlState === 'invalid' ? true : undefined}
            aria-describedby={describedBy(error && 'companyUrl-error', status !== 'idle' && statusId)}
            className={fieldControlClasses(Boolean(error), 'h-11 pr-10')}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
            {urlState === 'invalid' ? (
              <CircleAlert role="img" aria-label="Not a valid URL" className="size-4.5 text-red-500" />
            ) : analyzed ? (
              <CircleCheck role="img" aria-label="Analyzed" className="size-4.5 text-emerald-600" />
            ) : null}
          </span>
        </div>
        {urlState === 'valid' ? (
          <Button
            variant="secondary"
            className="h-11 shrink-0"
            onClick={onAnalyze}
            disabled={disabled || loading}
            aria-busy={loading || undefined}
          >
            {loading ? <Spinner className="size-4" /> : <Sparkles aria-hidden="true" className="size-4 text-brand-600" />}
            Get company info
          </Button>
        ) : null}
      </div>
      <div id={statusId} role="status" aria-live="polite">
        {loading ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-brand-700">
            <Spinner className="size-4 shrink-0" />
            {scrapeTexts.loading}
          </p>
        ) : analyzed ? (
          <p className="mt-2 flex items-center gap-2 text-sm font-medium text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {scrapeTexts.analyzed}
          </p>
        ) : null}
      </div>
      <FieldError id="companyUrl-error" error={error} />
    </div>
  );
}

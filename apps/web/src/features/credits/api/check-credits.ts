import { CALL_CREDIT_ESTIMATE_SECONDS, creditTexts } from '@rehearse/domain';
import type { CreditCheckResult } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/** POST /api/credits/check: is there credit for a call of about `estimatedSeconds`? */
export async function checkCredits(estimatedSeconds = CALL_CREDIT_ESTIMATE_SECONDS): Promise<CreditCheckResult> {
  const result = await apiRequest<unknown>('/api/credits/check', {
    method: 'POST',
    body: { estimated_seconds: estimatedSeconds },
  });
  if (!isCreditCheckResult(result)) throw new Error(creditTexts.noCheckResult);
  return result;
}

function isCreditCheckResult(value: unknown): value is CreditCheckResult {
  if (typeof value !== 'object' || value === null) return false;
  const { has_credits, remaining_seconds } = value as Partial<Record<keyof CreditCheckResult, unknown>>;
  return typeof has_credits === 'boolean' && typeof remaining_seconds === 'number';
}

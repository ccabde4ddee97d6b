import { CALL_CREDIT_ESTIMATE_SECONDS, creditCheckResultSchema } from '@rehearse/domain';
import type { CreditCheckResult } from '@rehearse/domain';
import { apiRequest } from '../../../shared/api-client';

/** POST /api/credits/check: is there credit for a call of about `estimatedSeconds`? */
export function checkCredits(estimatedSeconds = CALL_CREDIT_ESTIMATE_SECONDS): Promise<CreditCheckResult> {
  return apiRequest('/api/credits/check', {
    method: 'POST',
    body: { estimated_seconds: estimatedSeconds },
    schema: creditCheckResultSchema,
  });
}

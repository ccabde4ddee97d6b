import { expect, type Page } from '@playwright/test';

/** The discovery scenario the voice-call browser tests talk to, made through the API for the signed-in user. */
export async function createCallScenario(page: Page): Promise<void> {
  const created = await page.request.post('/api/scenarios', {
    data: {
      title: 'Discovery call with Brightwell Freight',
      product: 'Quotaflow, a sales coaching platform where reps rehearse calls with an AI buyer',
      customerProfile:
        'Brightwell Freight is a regional logistics company with forty account executives. Dana, the VP of sales, worries about ramp time for new hires.',
      salesStage: 'Discovery',
      persona: 'CFO',
      gender: 'Female',
    },
  });
  expect(created.status()).toBe(201);
}

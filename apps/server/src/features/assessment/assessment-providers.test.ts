import { describe, expect, it } from 'vitest';
import { scoreOf } from '@rehearse/domain';
import { loadConfig } from '../../config';
import { createWarningLog } from '../../test/warning-log';
import { assessorFrom } from './assessment-providers';
import { createAssessmentService } from './assessment.service';
import { offlineAssessor } from './offline.assessor';
import { practiceScenario, timedTranscript } from './practice-call.test-support';

const transcript = timedTranscript([
  { role: 'assistant', text: "Hello, who's calling?" },
  { role: 'user', text: 'hi this is sam from quotaflow thanks for taking my call how do you handle invoicing today' },
  { role: 'assistant', text: 'We use spreadsheets, and it takes two days a month.' },
  { role: 'user', text: 'could we book thirty minutes next tuesday at ten to look at that together' },
  { role: 'assistant', text: 'Okay, a follow-up makes sense. Tuesday at ten works.' },
]);

describe('assessorFrom: the assessor the config asks for', () => {
  it('is the offline assessor without a language model (with scorecards marked for a model)', async () => {
    const assessor = assessorFrom(loadConfig({}), createWarningLog());
    expect(assessor.name).toBe(offlineAssessor.name);
    const viaConfig = await createAssessmentService({ assessor }).assess({
      transcript,
      salesStage: 'Discovery',
      scenario: practiceScenario(),
    });
    const direct = await createAssessmentService({ assessor: offlineAssessor }).assess({
      transcript,
      salesStage: 'Discovery',
      scenario: practiceScenario(),
    });
    expect(viaConfig.feedback).toEqual(direct.feedback);
  });

  it('is the language model, falling back to the offline assessor, with LLM_BASE_URL and LLM_MODEL', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'coach-model' });
    expect(assessorFrom(config, createWarningLog()).name).toBe('llm:coach-model');
  });

  it('falls back to the offline assessment when the configured model is unreachable', async () => {
    const log = createWarningLog();
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const assessor = assessorFrom(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'coach-model' }), log, {
      timeoutMs: 1000,
    });
    const { feedback } = await createAssessmentService({ assessor }).assess({
      transcript,
      salesStage: 'Discovery',
      scenario: practiceScenario(),
    });
    expect(feedback.overall_summary).toMatch(/Scored by the offline assessor because the language model could not be reached\.$/);
    // The agreed next step is a strength, drawn toward the rest of this short call (decision 118).
    expect(scoreOf(feedback.next_steps)).toBeGreaterThanOrEqual(7);
    expect(log.warnings).toHaveLength(1);
  });
});

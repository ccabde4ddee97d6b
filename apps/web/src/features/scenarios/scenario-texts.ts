import { AppError } from '@rehearse/domain';

/** Spec sections 2, 5 and 8: the scenario area's texts, verbatim. */
export const scenarioTexts = {
  created: 'Scenario created successfully!',
  updated: 'Scenario updated successfully!',
  deleted: 'Scenario deleted successfully!',
  duplicated: 'Scenario duplicated successfully!',
  createFailed: 'Failed to create scenario',
  updateFailed: 'Failed to update scenario',
  deleteConfirm: 'Are you sure you want to delete this scenario?',
  creatingBanner: 'Creating your scenario...',
  creatingBannerDetail: 'This may take a few moments',
  createTitle: 'Design Your Perfect Practice Session',
  editTitle: 'Edit Practice Session',
  practiceGoneTitle: 'Scenario not found',
  practiceGoneDescription: "This call's scenario has been deleted. Choose or create another one above.",
} as const;

export type ScenarioSaveAction = 'create' | 'update';

/**
 * The toast text for a create or update that failed: the server's error text when it sent one
 * (our API client turns every answer, and a lost connection, into an AppError with a text),
 * else 'Failed to create scenario' / 'Failed to update scenario'.
 */
export function scenarioSaveFailureMessage(error: unknown, action: ScenarioSaveAction): string {
  if (error instanceof AppError && error.message.trim() !== '') return error.message;
  return action === 'create' ? scenarioTexts.createFailed : scenarioTexts.updateFailed;
}

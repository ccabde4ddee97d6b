/** The scorecards feature's public entry: the user's scorecards, their dialog and scale names. Other features import only from here (decision 34). */
export { useScorecards } from './api/scorecards.api';
export { ScorecardsDialog } from './components/scorecards-dialog';
export { SCALE_LABELS } from './scorecard-form-state';

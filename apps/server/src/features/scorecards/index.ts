/** The scorecards feature's public entry: the checks and copies a scenario and a call take of a scorecard. Other features import only from here (decision 34). */
export { requireUsableScorecard, snapshotScorecard, type ScorecardHolders } from './scorecard.service';

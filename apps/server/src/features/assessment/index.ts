/** The assessment feature's public entry. Other features import only from here (decision 34). */
export type { DatabaseAssessmentQueue } from './assessment-job-queue';

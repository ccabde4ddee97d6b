/** The calls feature's public entry: the ports other features implement or read. Other features import only from here (decision 34). */
export type { AssessmentQueue } from './assessment-queue';

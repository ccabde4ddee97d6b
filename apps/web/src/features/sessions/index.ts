/** The sessions feature's public entry: the performance list and what a call's end does to it. Other features import only from here (decision 34). */
export { PerformanceList } from './components/performance-list';
export { useCallResults } from './hooks/use-call-results';
export { sessionTexts } from './session-texts';

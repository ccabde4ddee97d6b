/** The progress feature's public entry. Other features import only from here (decision 34). */
export { ProgressSection } from './components/progress-section';

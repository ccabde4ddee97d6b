/** The briefing feature's public entry: what is shown before a call starts. Other features import only from here (decision 34). */
export { BriefingDialog } from './components/briefing-dialog';
export { useBriefing } from './use-briefing';

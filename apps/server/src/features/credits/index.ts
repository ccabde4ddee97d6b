/** The credits feature's public entry. Other features import only from here (decision 34). */
export type { CreditsService } from './credits.service';

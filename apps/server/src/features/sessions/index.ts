/** The sessions feature's public entry: a coaching session as the realtime feed reads it. Other features import only from here (decision 34). */
export { createSessionRepo, isListed, toCoachingSession } from './session.repo';

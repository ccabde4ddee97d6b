/** The auth feature's public entry: what other features use of the signed-in session. Other features import only from here (decision 34). */
export type { SessionRecord } from './auth.repo';
export type { SessionResolver } from './session-cookie';
export type { SignOutWatch } from './signed-out-sockets';

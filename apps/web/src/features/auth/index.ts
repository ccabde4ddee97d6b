/** The auth feature's public entry: the signed-in user and signing out. Other features import only from here (decision 34). */
export { sessionQueryKey } from './api/auth.api';
export { useLogout } from './hooks/use-logout';
export { useSession } from './hooks/use-session';

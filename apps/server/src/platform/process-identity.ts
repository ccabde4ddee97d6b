import { readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * Hostname plus the PID namespace: two containers may share a hostname and both be PID 1, but not
 * a PID namespace, so a process id is only compared with one from the same namespace.
 */
export function hostIdentity(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // Not Linux: the hostname alone.
  }
  return `${os.hostname()} ${namespace}`.trim();
}

/** Whether process `pid` of this host exists (EPERM: it does, another user's). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** What `protectDataDir` changed: the folders and files other accounts could reach before. */
export interface DataDirProtection {
  dataDir: string;
  folders: number;
  files: number;
}

const OTHERS = 0o077;

/**
 * Keeps DATA_DIR to the server's own account: the embedded database (argon2id hashes in its
 * write-ahead log), recordings, outbox mails, models. From now on this process creates every file
 * 0600 and folder 0700 (umask 077: PGlite's files are made with the default 0666, so only the umask
 * reaches them), and what already exists under DATA_DIR loses group and other access, the owner's
 * bits kept. Symbolic links are not followed. Call it before anything writes there.
 */
export async function protectDataDir(dataDir: string): Promise<DataDirProtection> {
  process.umask(OTHERS);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return makeOwnerOnly(dataDir);
}

/**
 * Takes group and other access away from everything under `dir` (the owner's bits kept). The
 * embedded database runs it after opening: PGlite unpacks a new database's first files with mode
 * 0666 whatever the umask.
 */
export async function makeOwnerOnly(dir: string): Promise<DataDirProtection> {
  const changed = { dataDir: dir, folders: 0, files: 0 };
  await tighten(dir, changed);
  return changed;
}

async function tighten(target: string, changed: DataDirProtection): Promise<void> {
  const stats = await lstat(target);
  if (stats.isSymbolicLink()) return;
  const mode = stats.mode & 0o777;
  if (stats.isDirectory()) {
    if (mode !== 0o700) {
      await chmod(target, 0o700);
      changed.folders += 1;
    }
    for (const entry of await readdir(target)) await tighten(path.join(target, entry), changed);
    return;
  }
  if ((mode & OTHERS) !== 0) {
    await chmod(target, mode & 0o700);
    changed.files += 1;
  }
}

/** The start-up log line, or undefined when nothing had to change. */
export function describeProtection(change: DataDirProtection): string | undefined {
  if (change.folders === 0 && change.files === 0) return undefined;
  return `Data directory ${change.dataDir} was readable by other accounts: made ${change.files} file(s) 0600 and ${change.folders} folder(s) 0700 (owner only).`;
}

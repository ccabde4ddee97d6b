import { ConfigError, loadConfig } from './config';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand } from './features/credits/credits-admin';
import { systemClock } from './platform/clock';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { describeProtection, protectDataDir } from './platform/db/data-dir-permissions';
import { openDatabase } from './platform/db/open-database';

/** The operator's command line (`npm run admin -- <command>`): same settings and database as the server. */
async function main(): Promise<number> {
  const command = parseAdminCommand(process.argv.slice(2));
  if (typeof command === 'string') {
    if (!command) {
      console.log(ADMIN_USAGE);
      return 0;
    }
    console.error(`${command}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  // As the server does: run first, the command must not leave a database other accounts can read.
  const protection = describeProtection(await protectDataDir(config.dataDir));
  if (protection) console.error(protection);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await runAdminCommand(command, {
      db,
      clock: systemClock,
      print: (line) => console.log(line),
      printError: (line) => console.error(line),
    });
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error('The admin command failed:', error);
    process.exitCode = 1;
  },
);

import { ConfigError, loadConfig } from './config';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand } from './features/credits/credits-admin';
import { systemClock } from './platform/clock';
import { DataDirLockedError } from './platform/db/data-dir-lock';
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

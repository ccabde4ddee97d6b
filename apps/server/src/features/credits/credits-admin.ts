import { describeCredits, formatMinutes } from '@rehearse/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { createCreditsService } from './credits.service';
import { createPlanRepo } from './plan.repo';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  show <email>                         the user's plan and credit this month
  set-plan <email> <plan> [minutes]    move the user to a plan; minutes overrides its monthly quota
                                       for this user (left out: the plan's own quota applies)
  add-usage <email> <seconds>          bill seconds now as a 'manual adjustment' (a ledger row)
  plans                                list the plans, their monthly quotas and users
  set-plan-quota <plan> <minutes>      create a plan or change its monthly quota
                                       (the free plan's follows FREE_PLAN_QUOTA_MINUTES)

It uses the server's settings (DATABASE_URL, or the embedded database in DATA_DIR, which only one
process can open: stop the server first).`;

const MAX_MINUTES = 1_000_000;
const MAX_SECONDS = 10_000_000;
const PLAN_NAME = /^[a-z][a-z0-9_-]{0,31}$/;

export type AdminCommand =
  | { name: 'show'; email: string }
  | { name: 'set-plan'; email: string; plan: string; quotaMinutes: number | null }
  | { name: 'add-usage'; email: string; seconds: number }
  | { name: 'plans' }
  | { name: 'set-plan-quota'; plan: string; minutes: number };

/** Reads the command line; a string is the message to show (with the usage) instead. */
export function parseAdminCommand(args: readonly string[]): AdminCommand | string {
  const [name, ...rest] = args;
  const wholeNumber = (text: string | undefined, max: number) =>
    text && /^\d+$/.test(text) && Number(text) <= max ? Number(text) : undefined;
  switch (name) {
    case 'show':
      return rest.length === 1 ? { name, email: rest[0]! } : 'show needs exactly one e-mail address.';
    case 'set-plan': {
      if (rest.length < 2 || rest.length > 3) return 'set-plan needs an e-mail address, a plan and optionally a quota in minutes.';
      const quotaMinutes = rest[2] === undefined ? null : wholeNumber(rest[2], MAX_MINUTES);
      if (quotaMinutes === undefined) return `The quota must be a whole number of minutes from 0 to ${MAX_MINUTES}, not '${rest[2]}'.`;
      return { name, email: rest[0]!, plan: rest[1]!, quotaMinutes };
    }
    case 'add-usage': {
      if (rest.length !== 2) return 'add-usage needs an e-mail address and a number of seconds.';
      const seconds = wholeNumber(rest[1], MAX_SECONDS);
      if (seconds === undefined || seconds === 0) return `The seconds must be a whole number from 1 to ${MAX_SECONDS}, not '${rest[1]}'.`;
      return { name, email: rest[0]!, seconds };
    }
    case 'plans':
      return rest.length === 0 ? { name } : 'plans takes no arguments.';
    case 'set-plan-quota': {
      if (rest.length !== 2) return 'set-plan-quota needs a plan name and a number of minutes.';
      if (!PLAN_NAME.test(rest[0]!))
        return `A plan name is lower case letters, digits, '-' or '_' (at most 32), starting with a letter; not '${rest[0]}'.`;
      const minutes = wholeNumber(rest[1], MAX_MINUTES);
      if (minutes === undefined) return `The quota must be a whole number of minutes from 0 to ${MAX_MINUTES}, not '${rest[1]}'.`;
      return { name, plan: rest[0]!, minutes };
    }
    case undefined:
    case 'help':
    case '--help':
      return '';
    default:
      return `Unknown command '${name}'.`;
  }
}

export interface AdminDeps {
  db: Database;
  clock: Clock;
  print(line: string): void;
  printError(line: string): void;
}

/**
 * Runs one operator command as the database owner (it spans users and plans); ledger rows still
 * go in through the credits service under the user's row-level security. Returns the exit code.
 */
export async function runAdminCommand(command: AdminCommand, deps: AdminDeps): Promise<number> {
  const plans = createPlanRepo(deps.db);
  const credits = createCreditsService({ db: deps.db, clock: deps.clock });

  const findUser = async (email: string) => {
    const user = await plans.findPlanHolderByEmail(email);
    if (!user) deps.printError(`No user with the e-mail address '${email}'.`);
    return user;
  };

  const showUser = async (email: string) => {
    const user = await plans.findPlanHolderByEmail(email);
    if (!user) return;
    const now = deps.clock.now();
    const current = await credits.getCredits(user.id, now);
    const card = describeCredits(current);
    const quota =
      user.quotaOverrideMinutes === null
        ? `${formatMinutes(current.total_quota)} a month`
        : `${formatMinutes(current.total_quota)} a month, overridden for this user`;
    deps.print(`${user.email}: plan ${current.plan_type} (${quota})`);
    deps.print(
      `  ${current.usage_details}; ${current.remaining_seconds} seconds left (${card.remainingText}), renews ${current.renews_at}`,
    );
    deps.print(`  Status: ${card.level}. ${card.statusMessage}`);
  };

  switch (command.name) {
    case 'show': {
      if (!(await findUser(command.email))) return 1;
      await showUser(command.email);
      return 0;
    }
    case 'set-plan': {
      const user = await findUser(command.email);
      if (!user) return 1;
      const known = await plans.listPlans();
      if (!known.some((plan) => plan.name === command.plan)) {
        const names = known.map((plan) => `${plan.name} (${formatMinutes(plan.monthlyQuotaMinutes)})`).join(', ');
        deps.printError(
          `Unknown plan '${command.plan}'. Plans: ${names}. Add one with: npm run admin -- set-plan-quota ${command.plan} <minutes>`,
        );
        return 1;
      }
      await plans.setUserPlan(user.id, command.plan, command.quotaMinutes);
      deps.print(`Moved ${user.email} to plan ${command.plan}.`);
      await showUser(user.email);
      return 0;
    }
    case 'add-usage': {
      const user = await findUser(command.email);
      if (!user) return 1;
      const callId = await credits.recordManualUsage(user.id, command.seconds, deps.clock.now());
      deps.print(`Billed ${command.seconds} seconds to ${user.email} as a manual adjustment (ledger call id ${callId}).`);
      await showUser(user.email);
      return 0;
    }
    case 'plans': {
      for (const plan of await plans.listPlans()) {
        deps.print(
          `${plan.name}: ${formatMinutes(plan.monthlyQuotaMinutes)} a month, ${plan.users} ${plan.users === 1 ? 'user' : 'users'}`,
        );
      }
      return 0;
    }
    case 'set-plan-quota': {
      if (command.plan === 'free') {
        deps.printError("The free plan's quota is set by FREE_PLAN_QUOTA_MINUTES at every server start; change that setting instead.");
        return 1;
      }
      await plans.upsertPlan(command.plan, command.minutes);
      deps.print(`Plan ${command.plan}: ${formatMinutes(command.minutes)} a month.`);
      return 0;
    }
  }
}

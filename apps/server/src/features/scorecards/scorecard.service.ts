import {
  AppError,
  BUILT_IN_SCORECARDS,
  builtInScorecard,
  nextCopyTitle,
  scorecardMessages,
  scorecardSnapshotOf,
  STAGE_RUBRIC_SCORECARD_ID,
  type Scorecard,
  type ScorecardInput,
  type ScorecardSnapshot,
} from '@rehearse/domain';
import type { Database, Queryable } from '../../platform/db/database';
import { createScorecardRepo } from './scorecard.repo';

export const SCORECARD_NOT_FOUND = 'Scorecard not found';
export const ORIGINAL_SCORECARD_NOT_FOUND = 'Original scorecard not found';
export const BUILT_IN_READ_ONLY = 'Built-in scorecards cannot be changed. Duplicate it to make your own version.';

/**
 * What else holds a user's scorecard (the scenarios that chose it): told, inside the transaction
 * that deletes one, to let go of it. The composition root passes the scenarios feature's.
 */
export interface ScorecardHolders {
  releaseScorecard(tx: Queryable, userId: string, deletedId: string): Promise<void>;
}

/**
 * The scorecard use cases. Inputs arrive checked and sanitised (the domain's scorecard form
 * schema); every read and write runs as the user, so another user's scorecard is simply not found.
 * Built-in scorecards are read-only and shared; a copy of one is the user's own.
 */
export function createScorecardService({ db, holders }: { db: Database; holders: ScorecardHolders }) {
  const asUser = <T>(userId: string, work: (tx: Queryable) => Promise<T>) => db.asUser(userId, work);

  return {
    /** The built-in ones, then the user's own, newest first. */
    async list(userId: string): Promise<Scorecard[]> {
      const own = await asUser(userId, (tx) => createScorecardRepo(tx).listByUser(userId));
      return [...BUILT_IN_SCORECARDS, ...own];
    },

    create(userId: string, input: ScorecardInput): Promise<Scorecard> {
      return asUser(userId, (tx) => createScorecardRepo(tx).insert(userId, input));
    },

    async update(userId: string, id: string, input: ScorecardInput): Promise<Scorecard> {
      if (builtInScorecard(id)) throw new AppError('forbidden', BUILT_IN_READ_ONLY);
      const updated = await asUser(userId, (tx) => createScorecardRepo(tx).update(userId, id, input));
      if (!updated) throw new AppError('not_found', SCORECARD_NOT_FOUND);
      return updated;
    },

    /** Deletes the user's scorecard; the scenarios that used it go back to the stage rubric, in the same transaction. */
    async remove(userId: string, id: string): Promise<void> {
      if (builtInScorecard(id)) throw new AppError('forbidden', BUILT_IN_READ_ONLY);
      const deleted = await asUser(userId, async (tx) => {
        if (!(await createScorecardRepo(tx).delete(userId, id))) return false;
        await holders.releaseScorecard(tx, userId, id);
        return true;
      });
      if (!deleted) throw new AppError('not_found', SCORECARD_NOT_FOUND);
    },

    /**
     * Copies a built-in template or one of the user's scorecards, as it is or with the edited
     * fields; the copy is named '<name> (Copy)', '(Copy 2)'... among the user's names. The stage
     * rubric has no fixed criteria to copy.
     */
    async duplicate(userId: string, id: string, edited?: ScorecardInput): Promise<Scorecard> {
      return asUser(userId, async (tx) => {
        const repo = createScorecardRepo(tx);
        const original = builtInScorecard(id) ?? (await repo.findById(userId, id));
        if (!original) throw new AppError('not_found', ORIGINAL_SCORECARD_NOT_FOUND);
        if (original.id === STAGE_RUBRIC_SCORECARD_ID && !edited) throw new AppError('forbidden', BUILT_IN_READ_ONLY);
        const input = edited ?? { name: original.name, criteria: original.criteria };
        await repo.lockCopyNaming(userId);
        return repo.insert(userId, { ...input, name: nextCopyTitle(input.name, await repo.names(userId)) }, original.id);
      });
    },
  };
}
export type ScorecardService = ReturnType<typeof createScorecardService>;

/**
 * A scorecard a scenario may choose: a built-in one or the user's own (inside the caller's
 * transaction). A stranger's or an unknown id is a field error of the scenario form.
 */
export async function requireUsableScorecard(tx: Queryable, userId: string, id: string): Promise<Scorecard> {
  const scorecard = builtInScorecard(id) ?? (await createScorecardRepo(tx).findById(userId, id));
  if (!scorecard)
    throw new AppError('validation_failed', scorecardMessages.scorecardInvalid, { scorecardId: scorecardMessages.scorecardInvalid });
  return scorecard;
}

/**
 * What a call starting now is assessed against (inside the caller's transaction): the scenario's
 * scorecard copied, or null for the stage rubric. A scorecard gone meanwhile is the stage rubric.
 */
export async function snapshotScorecard(tx: Queryable, userId: string, id: string): Promise<ScorecardSnapshot | null> {
  const scorecard = builtInScorecard(id) ?? (await createScorecardRepo(tx).findById(userId, id));
  return scorecard ? scorecardSnapshotOf(scorecard) : null;
}

-- Call credit: plans with monthly quotas, each user's plan, and the append-only usage ledger.
-- Design and reasons: docs/decisions/0007-credits-and-metering.md.

-- Plans are operator data. 'free' follows FREE_PLAN_QUOTA_MINUTES at every start; the others are
-- examples an operator changes or extends with `npm run admin -- set-plan-quota <plan> <minutes>`.
CREATE TABLE plans (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_-]{0,31}$'),
  monthly_quota_minutes integer NOT NULL CHECK (monthly_quota_minutes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO plans (name, monthly_quota_minutes) VALUES ('free', 30), ('pro', 600), ('team', 3000);

-- The override, when set, replaces the plan's quota for this one user (a deal, a trial).
ALTER TABLE users
  ADD COLUMN plan text NOT NULL DEFAULT 'free' REFERENCES plans (name) ON UPDATE CASCADE,
  ADD COLUMN quota_minutes_override integer CHECK (quota_minutes_override >= 0);

-- One row per billed call. call_id is unique, so a call can be billed once however often its end
-- is reported; rows are never changed or removed (only with their user).
CREATE TABLE usage_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  call_id text NOT NULL UNIQUE CHECK (length(call_id) BETWEEN 1 AND 200),
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL CHECK (ended_at >= started_at),
  billed_seconds integer NOT NULL CHECK (billed_seconds >= 0),
  -- Why a row exists when it is not a call (an operator's 'manual adjustment').
  note text CHECK (length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A call counts in the period it started in; the remaining-credit sum reads this range.
CREATE INDEX usage_ledger_user_started_idx ON usage_ledger (user_id, started_at);

-- Append-only even for the owner role, which the app role's missing UPDATE/DELETE grants do not
-- cover (migrate.ts). Deleting the user still removes their rows: the cascade runs after the user
-- row is gone, which is the one case let through.
CREATE FUNCTION usage_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'usage_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER usage_ledger_append_only BEFORE UPDATE OR DELETE ON usage_ledger
  FOR EACH ROW EXECUTE FUNCTION usage_ledger_refuse_change();

-- A signed-in user may update their own users row (a new password); their plan and quota are
-- the operator's to change.
CREATE FUNCTION users_guard_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_user = 'rehearse_app'
     AND (NEW.plan IS DISTINCT FROM OLD.plan OR NEW.quota_minutes_override IS DISTINCT FROM OLD.quota_minutes_override) THEN
    RAISE EXCEPTION 'the plan and quota are changed by an operator only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_guard_plan BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_guard_plan();

ALTER TABLE usage_ledger ENABLE ROW LEVEL SECURITY;
CREATE POLICY usage_ledger_own_rows ON usage_ledger
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

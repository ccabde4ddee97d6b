-- The assessment of finished calls (decision 15): where each session's assessment stands, its
-- conversation metrics, a durable job per session, and change notifications for the realtime feed.

ALTER TABLE coaching_sessions
  ADD COLUMN assessment_status text NOT NULL DEFAULT 'pending'
    CHECK (assessment_status IN ('pending', 'running', 'completed', 'failed')),
  -- [{key, label, value, display, target, inRange, hint}], written with assessment_feedback.
  ADD COLUMN metrics jsonb;
UPDATE coaching_sessions SET assessment_status = 'completed' WHERE assessment_feedback IS NOT NULL;

-- One job per session (a repeated enqueue is a no-op). A worker claims a due job with SKIP LOCKED
-- and holds it for a lease; a job whose lease ran out (its worker died) is claimed again.
CREATE TABLE assessment_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL UNIQUE REFERENCES coaching_sessions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- queued: waits for run_after; running: a worker holds it until locked_until; then one of the ends.
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts >= 1),
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text CHECK (length(locked_by) <= 200),
  locked_until timestamptz,
  last_error text CHECK (length(last_error) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- What a claim scans: only the jobs not yet finished.
CREATE INDEX assessment_jobs_open_idx ON assessment_jobs (run_after, id) WHERE status IN ('queued', 'running');

ALTER TABLE assessment_jobs ENABLE ROW LEVEL SECURITY;
CREATE POLICY assessment_jobs_own_rows ON assessment_jobs
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

-- Ended calls still waiting for an assessment: the worker's safety net looks here for one that
-- was never queued (a crash between the end of a call and its enqueue).
CREATE INDEX coaching_sessions_unassessed_idx ON coaching_sessions (ended_at)
  WHERE status = 'ended' AND assessment_status = 'pending';

-- Calls that ended before this migration are assessed too, rather than waiting forever.
INSERT INTO assessment_jobs (session_id, user_id)
  SELECT id, user_id FROM coaching_sessions WHERE status = 'ended' AND assessment_feedback IS NULL;

-- Wakes the workers of every instance when a job becomes due now (delivered at commit).
CREATE FUNCTION notify_assessment_job_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('assessment_jobs_queued', NEW.id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER assessment_jobs_queued_notify
  AFTER INSERT OR UPDATE OF status, run_after ON assessment_jobs
  FOR EACH ROW WHEN (NEW.status = 'queued' AND NEW.run_after <= now())
  EXECUTE FUNCTION notify_assessment_job_queued();

-- The realtime feed: every change of a session, as {op, id, user_id} (small: a NOTIFY payload is
-- limited to 8000 bytes). The server loads the row for the subscribed user. The heartbeat of a live
-- call (last_activity_at alone, every 2 s) is not a change anyone is shown.
CREATE FUNCTION notify_coaching_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed coaching_sessions;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'last_activity_at') = (to_jsonb(OLD) - 'last_activity_at') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('coaching_sessions_changes', json_build_object('op', TG_OP, 'id', changed.id, 'user_id', changed.user_id)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER coaching_sessions_change_notify
  AFTER INSERT OR UPDATE OR DELETE ON coaching_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_coaching_session_change();

-- The paged performance list (decision 26). A call is listed from the moment its first analysis
-- finishes, complete or failed, and stays listed while a retry runs: listed_at records that moment.
-- Pages are read by keyset on (created_at, id) from a partial index of the listed calls, so a page
-- and the counts cost the same whatever the length of the history.

ALTER TABLE coaching_sessions ADD COLUMN listed_at timestamptz;
UPDATE coaching_sessions SET listed_at = coalesce(ended_at, created_at)
  WHERE status = 'ended' AND assessment_status IN ('completed', 'failed');

-- Set here rather than by each writer of the assessment columns, so no path can forget it.
CREATE FUNCTION list_assessed_coaching_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed_at IS NULL AND NEW.status = 'ended' AND NEW.assessment_status IN ('completed', 'failed') THEN
    NEW.listed_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER coaching_sessions_listed
  BEFORE INSERT OR UPDATE OF status, assessment_status ON coaching_sessions
  FOR EACH ROW EXECUTE FUNCTION list_assessed_coaching_session();

-- A page and the counts of the list: index-only scans of the user's listed calls.
CREATE INDEX coaching_sessions_listed_idx ON coaching_sessions (user_id, created_at DESC, id DESC)
  INCLUDE (assessment_status) WHERE listed_at IS NOT NULL;
-- The few calls not listed yet: the one being made and those waiting for their analysis.
CREATE INDEX coaching_sessions_unlisted_idx ON coaching_sessions (user_id, created_at DESC)
  WHERE listed_at IS NULL AND status <> 'requested';
-- The previous attempt at a scenario, linked from a call's details.
CREATE INDEX coaching_sessions_attempts_idx ON coaching_sessions (user_id, scenario_id, created_at DESC, id DESC)
  WHERE scenario_id IS NOT NULL AND status = 'ended';

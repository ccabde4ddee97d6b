-- The performance list's counts and a version per user (issue 17, decision 39). The counts were
-- counted on every page, which cost more the longer the history; here the database keeps them as
-- calls change, in the same transaction as the change, so no writer can forget them. The version
-- goes up with every change a list page shows: a page read at one version is the page for as long
-- as the version stays, which lets the server keep pages it has read (session-page-cache.ts).

CREATE TABLE session_list_state (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0,
  -- Listed calls (analysed once, decision 26), those of them with a score, and the ended calls not
  -- listed yet (awaiting their analysis): the same conditions as session-list.repo.ts counted.
  listed integer NOT NULL DEFAULT 0,
  analysed integer NOT NULL DEFAULT 0,
  awaiting integer NOT NULL DEFAULT 0
);

ALTER TABLE session_list_state ENABLE ROW LEVEL SECURITY;
CREATE POLICY session_list_state_own_row ON session_list_state
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

CREATE FUNCTION session_list_counts_of(listed_at timestamptz, status text, assessment_status text, progress_facts jsonb,
  OUT listed integer, OUT analysed integer, OUT awaiting integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (listed_at IS NOT NULL)::int,
         (listed_at IS NOT NULL AND assessment_status = 'completed' AND coalesce(progress_facts -> 'scores' <> '{}'::jsonb, false))::int,
         (listed_at IS NULL AND status = 'ended')::int
$$;

-- Runs as its owner: a user's transaction may read its state row but never write it.
CREATE FUNCTION track_session_list_state() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  before_counts record;
  after_counts record;
BEGIN
  -- A heartbeat, a transcript line or an instance's claim changes nothing a list page shows.
  IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id
     AND (OLD.status, OLD.listed_at, OLD.assessment_status, OLD.assessment_feedback, OLD.scorecard, OLD.progress_facts,
          OLD.duration_seconds, OLD.scenario_id, OLD.scenario_title, OLD.sales_stage, OLD.persona, OLD.created_at)
         IS NOT DISTINCT FROM
         (NEW.status, NEW.listed_at, NEW.assessment_status, NEW.assessment_feedback, NEW.scorecard, NEW.progress_facts,
          NEW.duration_seconds, NEW.scenario_id, NEW.scenario_title, NEW.sales_stage, NEW.persona, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  -- Heard by the embedded database's own process, which then need not read the version (decision 39).
  PERFORM pg_notify('session_list_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END::text);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_counts := session_list_counts_of(OLD.listed_at, OLD.status, OLD.assessment_status, OLD.progress_facts);
    -- An update, not an upsert: when the user is being deleted their state row may be gone already.
    UPDATE session_list_state SET version = version + 1, listed = listed - before_counts.listed,
      analysed = analysed - before_counts.analysed, awaiting = awaiting - before_counts.awaiting
     WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    after_counts := session_list_counts_of(NEW.listed_at, NEW.status, NEW.assessment_status, NEW.progress_facts);
    INSERT INTO session_list_state AS state (user_id, version, listed, analysed, awaiting)
    VALUES (NEW.user_id, 1, after_counts.listed, after_counts.analysed, after_counts.awaiting)
    ON CONFLICT (user_id) DO UPDATE SET version = state.version + 1, listed = state.listed + EXCLUDED.listed,
      analysed = state.analysed + EXCLUDED.analysed, awaiting = state.awaiting + EXCLUDED.awaiting;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER coaching_sessions_list_state
  AFTER INSERT OR UPDATE OR DELETE ON coaching_sessions
  FOR EACH ROW EXECUTE FUNCTION track_session_list_state();

INSERT INTO session_list_state (user_id, version, listed, analysed, awaiting)
SELECT user_id, 1, sum(counts.listed), sum(counts.analysed), sum(counts.awaiting)
  FROM coaching_sessions, LATERAL session_list_counts_of(listed_at, status, assessment_status, progress_facts) AS counts
 GROUP BY user_id;

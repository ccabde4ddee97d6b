-- Scorecards (issue 15): what a call is assessed against. A user's own scorecards live here; the
-- built-in ones ('stage-rubric', 'meddicc', 'spin', 'bant', 'challenger') are code, not rows.
CREATE TABLE scorecards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Plain text (tags removed when saved).
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- [{key, name, good_looks_like, weight, scale}], 1 to 10 criteria, checked by the shared schema.
  criteria jsonb NOT NULL CHECK (jsonb_typeof(criteria) = 'array' AND jsonb_array_length(criteria) BETWEEN 1 AND 10),
  duplicated_from text CHECK (length(duplicated_from) <= 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scorecards_user_created_idx ON scorecards (user_id, created_at DESC);

ALTER TABLE scorecards ENABLE ROW LEVEL SECURITY;
CREATE POLICY scorecards_own_rows ON scorecards
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

-- The scenario's scorecard: a built-in id or the id of one of the user's scorecards (the service
-- checks it is theirs; deleting a scorecard puts its scenarios back on the stage rubric).
ALTER TABLE scenarios ADD COLUMN scorecard_id text NOT NULL DEFAULT 'stage-rubric' CHECK (length(scorecard_id) <= 64);

-- What the call was assessed against, copied at call start so later edits do not change past
-- assessments: {id, name, criteria}. Null is the stage rubric of the session's sales stage.
ALTER TABLE coaching_sessions ADD COLUMN scorecard jsonb;

-- Practice calls (spec section 3, table coaching_sessions) and the single-use tokens that open a
-- call's audio socket. A session row is created live when the call is requested and written as the
-- call goes (transcript entries, recording file, last activity), so a crash keeps what was said.

CREATE TABLE coaching_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The practised scenario; deleting it keeps the session and its copy of the scenario's facts.
  scenario_id uuid REFERENCES scenarios (id) ON DELETE SET NULL,
  scenario_title text NOT NULL CHECK (length(scenario_title) <= 400),
  sales_stage text CHECK (sales_stage IN ('Prospecting', 'Discovery', 'Solution', 'Negotiation', 'Closing')),
  persona text CHECK (persona IN ('CEO', 'CTO', 'CFO', 'CMO')),
  -- requested: token issued, socket not yet open; live: the call runs; ended: finalised.
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'live', 'ended')),
  max_duration_seconds integer NOT NULL CHECK (max_duration_seconds >= 0),
  started_at timestamptz,
  -- Moves with the call's audio: what a crash recovery bills up to.
  last_activity_at timestamptz,
  ended_at timestamptz,
  ended_reason text CHECK (length(ended_reason) <= 64),
  duration_seconds integer CHECK (duration_seconds >= 0),
  -- Where the recording lives in the recording store (a key, not a URL); set before the first byte.
  recording_key text CHECK (length(recording_key) <= 300),
  recording_bytes bigint,
  recording_mime_type text,
  -- [{role, text, startMs, endMs, interrupted?}], appended entry by entry during the call.
  transcript jsonb NOT NULL DEFAULT '[]'::jsonb,
  assessment_feedback jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coaching_sessions_user_created_idx ON coaching_sessions (user_id, created_at DESC);
-- One call at a time per user: credit is exact only if calls cannot overlap.
CREATE UNIQUE INDEX coaching_sessions_one_open_call_idx ON coaching_sessions (user_id) WHERE status <> 'ended';

CREATE TABLE call_stream_tokens (
  -- sha256 of the token; the token itself is only ever in the client's hands.
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES coaching_sessions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX call_stream_tokens_expires_idx ON call_stream_tokens (expires_at);

ALTER TABLE coaching_sessions ENABLE ROW LEVEL SECURITY;
CREATE POLICY coaching_sessions_own_rows ON coaching_sessions
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

ALTER TABLE call_stream_tokens ENABLE ROW LEVEL SECURITY;
CREATE POLICY call_stream_tokens_own_rows ON call_stream_tokens
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

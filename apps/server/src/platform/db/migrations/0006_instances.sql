-- Several server instances on one database (decision 18): each instance registers itself and beats
-- a heartbeat; a live call records which instance runs it. When an instance is gone (its heartbeat
-- stale, or its process dead on the same host), any other instance finalises its calls.

CREATE TABLE server_instances (
  id uuid PRIMARY KEY,
  -- The host and process, so that an instance on the same host can tell at once that it died.
  host_identity text NOT NULL CHECK (length(host_identity) <= 300),
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);

-- No foreign key: an instance's row goes when it stops or dies, its calls' rows stay.
ALTER TABLE coaching_sessions ADD COLUMN instance_id uuid;

-- Which instance runs a call is bookkeeping, like the heartbeat: an instance claiming an orphaned
-- call changes instance_id alone, and its user is shown the finalised call, not the claim.
CREATE OR REPLACE FUNCTION notify_coaching_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed coaching_sessions;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'last_activity_at' - 'instance_id') = (to_jsonb(OLD) - 'last_activity_at' - 'instance_id') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('coaching_sessions_changes', json_build_object('op', TG_OP, 'id', changed.id, 'user_id', changed.user_id)::text);
  RETURN NULL;
END $$;

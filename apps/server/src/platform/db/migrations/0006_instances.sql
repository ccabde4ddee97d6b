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

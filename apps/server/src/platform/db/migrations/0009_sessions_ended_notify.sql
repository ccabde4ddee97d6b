-- A sign-in ended (log-out, a password change or reset ending the other sessions, the expiry sweep):
-- every instance hears the user's id and closes that user's sockets whose sign-in no longer holds
-- (realtime feeds and live calls, issue 16). Notifications of one transaction with the same payload
-- are delivered once, so ending all of a user's sessions wakes each instance once.
CREATE FUNCTION notify_auth_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_sessions_ended', OLD.user_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER auth_sessions_ended_notify
  AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_session_ended();

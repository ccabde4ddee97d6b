-- Which engines played each call (buyer, recogniser, voice), stored when the call starts so the
-- call details can say what the user talked to. Null for calls made before this column.
ALTER TABLE coaching_sessions ADD COLUMN engines jsonb;

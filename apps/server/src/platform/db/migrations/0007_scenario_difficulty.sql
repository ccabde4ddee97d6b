-- How hard the AI buyer is to win (issue 13): its patience, openness and objections. Scenarios saved
-- before it existed play at the middle level.
ALTER TABLE scenarios ADD COLUMN difficulty text NOT NULL DEFAULT 'medium' CHECK (difficulty IN ('easy', 'medium', 'hard'));

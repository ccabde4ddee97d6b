-- The progress report (issue 17, decision 27) reads every analysed call of a user. The stored
-- assessment holds justifications and evidence, the metrics their hints and the scorecard its texts:
-- kilobytes a call that the report never shows. progress_facts keeps only the numbers it reads
-- (each category's score, the followed metrics, the scorecard's weights and names), computed by the
-- database from the columns themselves, so no writer of an assessment can forget it. It is null
-- until the assessment is complete (a text overall_summary, spec section 3). The function never
-- raises on an odd stored shape: a bad row would otherwise fail the write of its assessment.

CREATE FUNCTION coaching_session_progress_facts(feedback jsonb, metrics jsonb, scorecard jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(feedback) = 'object' AND jsonb_typeof(feedback -> 'overall_summary') = 'string' THEN jsonb_build_object(
    'scores', coalesce((
      SELECT jsonb_object_agg(category.key, category.value -> 'score')
        FROM jsonb_each(feedback) AS category
       WHERE jsonb_typeof(category.value) = 'object' AND jsonb_typeof(category.value -> 'score') = 'number'), '{}'::jsonb),
    'metrics', coalesce((
      SELECT jsonb_agg(jsonb_build_object('key', metric -> 'key', 'label', metric -> 'label', 'value', metric -> 'value',
               'display', metric -> 'display', 'target', metric -> 'target', 'inRange', metric -> 'inRange'))
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(metrics) = 'array' THEN metrics ELSE '[]'::jsonb END) AS metric
       WHERE jsonb_typeof(metric) = 'object'
         AND metric ->> 'key' IN ('talk_ratio', 'questions_asked', 'longest_monologue', 'filler_words_per_minute', 'speaking_pace', 'patience')), '[]'::jsonb),
    'criteria', (
      SELECT jsonb_agg(jsonb_build_object('key', criterion -> 'key', 'name', criterion -> 'name', 'weight', criterion -> 'weight', 'scale', criterion -> 'scale'))
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(scorecard -> 'criteria') = 'array' THEN scorecard -> 'criteria' ELSE '[]'::jsonb END) AS criterion
       WHERE jsonb_typeof(criterion) = 'object')
  ) END
$$;

ALTER TABLE coaching_sessions ADD COLUMN progress_facts jsonb
  GENERATED ALWAYS AS (coaching_session_progress_facts(assessment_feedback, metrics, scorecard)) STORED;

-- A user's analysed calls in order, for the report.
CREATE INDEX coaching_sessions_progress_idx ON coaching_sessions (user_id, created_at, id) WHERE progress_facts IS NOT NULL;

-- Practice scenarios (spec section 3, table scenarios), one user's each.

CREATE TABLE scenarios (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Sanitised HTML: '<' in text is stored as '&lt;', so 100 typed characters may take up to 400.
  -- No unique title: an edit may give two scenarios the same title; copies are named by the rule.
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 400),
  product text NOT NULL CHECK (length(product) BETWEEN 1 AND 500),
  -- The form's customerProfile.
  scenario_details text NOT NULL CHECK (length(scenario_details) BETWEEN 1 AND 2000),
  sales_stage text CHECK (sales_stage IN ('Prospecting', 'Discovery', 'Solution', 'Negotiation', 'Closing')),
  persona text CHECK (persona IN ('CEO', 'CTO', 'CFO', 'CMO')),
  gender text NOT NULL DEFAULT 'Male' CHECK (gender IN ('Male', 'Female')),
  company_url text CHECK (length(company_url) <= 2048),
  optimized_prompt text NOT NULL CHECK (length(optimized_prompt) <= 20000),
  duplicated_from_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Lets a copy point at its original only within the same user (the foreign key below).
  UNIQUE (user_id, id),
  -- Deleting the original keeps the copy and forgets the link (and only the link).
  FOREIGN KEY (user_id, duplicated_from_id) REFERENCES scenarios (user_id, id) ON DELETE SET NULL (duplicated_from_id)
);
-- The list: one user's scenarios, newest first.
CREATE INDEX scenarios_user_created_idx ON scenarios (user_id, created_at DESC);
CREATE INDEX scenarios_duplicated_from_idx ON scenarios (duplicated_from_id) WHERE duplicated_from_id IS NOT NULL;

-- Second line of defence: under the app role a user sees, adds and changes only their own rows.
ALTER TABLE scenarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY scenarios_own_rows ON scenarios
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), '')::uuid);

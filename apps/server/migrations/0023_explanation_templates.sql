CREATE TABLE "calc_explanation_template" (
	"digest" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
-- Hand-written (ADR 017): a stored result's explanation as the engine gave it. calc_result.explanation holds
-- {template, values} (the template's digest and the inputs' values in order): the template's inputs each get
-- their value back. A row written before this migration holds the whole explanation and is answered as it is.
-- The inverse of packages/domain splitExplanation (joinExplanation); to change it: CREATE OR REPLACE FUNCTION in a
-- new migration.
CREATE OR REPLACE FUNCTION calc_explanation(e jsonb) RETURNS jsonb LANGUAGE sql STABLE
AS $$
  SELECT CASE WHEN e ? 'template' THEN (
    SELECT t.body || jsonb_build_object('inputs', COALESCE((
      SELECT jsonb_agg(i || jsonb_build_object('value', e -> 'values' -> ((n - 1)::int)) ORDER BY n)
      FROM jsonb_array_elements(t.body -> 'inputs') WITH ORDINALITY AS x(i, n)), '[]'::jsonb))
    FROM calc_explanation_template t WHERE t.digest = e ->> 'template')
  ELSE e END
$$;

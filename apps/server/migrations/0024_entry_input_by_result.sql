DROP INDEX "inventory_entry_market_result_idx";--> statement-breakpoint
ALTER TABLE "inventory_entry" ALTER COLUMN "input" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_entry_market_result_idx" ON "inventory_entry" USING btree ("market_result_id") WHERE "inventory_entry"."market_result_id" is not null;--> statement-breakpoint
-- Hand-written (ADR 019): an entry's engine input. An import's entries sharing a calculation leave `input` null: it is
-- the input of their stored result (calc_result.input, kept when the result is retired or superseded; a recalculation
-- stores the same input again). Every reader goes through this function (schema/inventory.ts entryInput).
CREATE FUNCTION inventory_entry_input(entry_input jsonb, entry_result bigint) RETURNS jsonb LANGUAGE sql STABLE
AS $$
  SELECT COALESCE(entry_input, (SELECT r.input FROM calc_result r WHERE r.id = entry_result))
$$;

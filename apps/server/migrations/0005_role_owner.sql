-- ADR 008: roles get an owning organisation. Existing roles (the seeded ones and any an
-- administrator added) are owned by the group root: the first live organisation without a parent.
ALTER TABLE "sys_role" ADD COLUMN "org_id" bigint;--> statement-breakpoint
UPDATE "sys_role" SET "org_id" = (
  SELECT "id" FROM "sys_org" WHERE "pid" = 0 AND "status" <> 2 ORDER BY "sort", "id" LIMIT 1
) WHERE "org_id" IS NULL;

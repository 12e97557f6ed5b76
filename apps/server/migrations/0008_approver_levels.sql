ALTER TABLE "inventory_task" ADD COLUMN "later_approver_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN "named_by" bigint;
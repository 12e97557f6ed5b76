ALTER TABLE "env_ingest_log" ADD COLUMN "raw" text;--> statement-breakpoint
ALTER TABLE "env_ingest_log" ADD COLUMN "mn" text;--> statement-breakpoint
ALTER TABLE "env_point" ADD COLUMN "hj212_protocol" text DEFAULT 'either' NOT NULL;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "min" numeric;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "max" numeric;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "cou" numeric;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "zs_rtd" numeric;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "zs_avg" numeric;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "zs_min" numeric;--> statement-breakpoint
ALTER TABLE "env_reading" ADD COLUMN "zs_max" numeric;
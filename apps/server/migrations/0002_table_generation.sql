CREATE TABLE "sys_table_generation" (
	"table_name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);

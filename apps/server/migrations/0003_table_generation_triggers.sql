-- Change counters for caches (schema/generation.ts): one statement trigger per watched table.
CREATE FUNCTION sys_bump_table_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_table_generation (table_name, generation) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET generation = sys_table_generation.generation + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO sys_table_generation (table_name, generation) VALUES ('sys_user', 0), ('sys_menu', 0), ('sys_org', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER sys_user_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_table_generation();
--> statement-breakpoint
CREATE TRIGGER sys_menu_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_table_generation();
--> statement-breakpoint
CREATE TRIGGER sys_org_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_org FOR EACH STATEMENT EXECUTE FUNCTION sys_bump_table_generation();

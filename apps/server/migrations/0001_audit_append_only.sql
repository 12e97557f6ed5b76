-- The audit trail is append-only (ADR 004): the application may insert, never change or remove.
CREATE FUNCTION sys_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sys_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sys_audit_no_update BEFORE UPDATE OR DELETE ON sys_audit FOR EACH ROW EXECUTE FUNCTION sys_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER sys_audit_no_truncate BEFORE TRUNCATE ON sys_audit FOR EACH STATEMENT EXECUTE FUNCTION sys_audit_refuse_change();

-- Live events and notice e-mails (issue 14; platform/events, platform/mail).
-- Statement-level triggers on sys_todo and sys_notice call pg_notify on channel carbon_live with the
-- users whose rows the statement added, changed or removed: {"k":"todo"|"notice","u":[user ids]}.
-- NOTIFY inside the writing transaction is delivered on commit only (nothing on rollback), to every
-- listening session of the database: every server process, whichever one wrote. Every workflow that
-- stores to-dos or notices is covered without calling anything. Payloads stay under PostgreSQL's
-- 8000-byte limit: at most 200 ids (19 digits each at most) per notification.
CREATE FUNCTION live_notify_users(kind text, ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(ids, 1), 0);
  i int := 1;
BEGIN
  WHILE i <= n LOOP
    PERFORM pg_notify('carbon_live', json_build_object('k', kind, 'u', ids[i : i + 199])::text);
    i := i + 200;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION live_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO ids FROM live_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO ids FROM live_old;
  ELSE
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO ids
      FROM (SELECT user_id FROM live_new UNION SELECT user_id FROM live_old) changed;
  END IF;
  PERFORM live_notify_users(TG_ARGV[0], ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sys_todo_live_insert AFTER INSERT ON sys_todo REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('todo');
--> statement-breakpoint
CREATE TRIGGER sys_todo_live_update AFTER UPDATE ON sys_todo REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('todo');
--> statement-breakpoint
CREATE TRIGGER sys_todo_live_delete AFTER DELETE ON sys_todo REFERENCING OLD TABLE AS live_old FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('todo');
--> statement-breakpoint
CREATE TRIGGER sys_notice_live_insert AFTER INSERT ON sys_notice REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('notice');
--> statement-breakpoint
CREATE TRIGGER sys_notice_live_update AFTER UPDATE ON sys_notice REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('notice');
--> statement-breakpoint
CREATE TRIGGER sys_notice_live_delete AFTER DELETE ON sys_notice REFERENCING OLD TABLE AS live_old FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('notice');
--> statement-breakpoint
-- Notice e-mails: while mail is enabled (mail_setting, set by each server at start from SMTP_URL), every
-- new notice whose user is not deleted and has an address gets an outbox row in the same transaction; the
-- mail worker sends it after the commit, never in the request.
INSERT INTO mail_setting (id, enabled) VALUES (1, false) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION mail_enqueue_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM mail_setting WHERE id = 1 AND enabled) THEN
    INSERT INTO mail_outbox (notice_id, user_id)
      SELECT n.id, n.user_id FROM live_new n JOIN sys_user u ON u.id = n.user_id
      WHERE u.status <> 2 AND coalesce(btrim(u.email), '') <> ''
      ORDER BY n.id
    ON CONFLICT (notice_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sys_notice_mail_insert AFTER INSERT ON sys_notice REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION mail_enqueue_notices();

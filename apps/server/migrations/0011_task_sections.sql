CREATE TABLE "inventory_task_section" (
	"task_id" bigint NOT NULL,
	"scope" smallint NOT NULL,
	"category" smallint DEFAULT 0 NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "inventory_task_section_task_id_scope_category_pk" PRIMARY KEY("task_id","scope","category")
);
--> statement-breakpoint
-- Hand-written, keep at the END if regenerated (issue 10: the task list's progress).
-- inventory_task_section counts the live entries (status <> 2) of each task per (scope, category, 0 for
-- none). Statement-level triggers with transition tables keep it: one grouped upsert per statement,
-- whatever the number of rows (an import's 5,000-row batch, or its COPY on PGlite, is one statement).
-- An UPDATE may soft-delete or restore an entry or move it to another task, scope or category: the old
-- rows are subtracted and the new ones added, and an update that moves nothing nets to no write. Rows
-- that reach 0 stay (readers treat a missing row as 0 too). Keys are upserted in order, so two
-- transactions touching the same sections lock them in the same order.
CREATE FUNCTION inventory_task_section_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_task_section AS s (task_id, scope, category, entries)
      SELECT n.task_id, n.scope, coalesce(n.category, 0), count(*)::int FROM n WHERE n.status <> 2
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (task_id, scope, category) DO UPDATE SET entries = s.entries + excluded.entries;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE inventory_task_section s SET entries = s.entries - d.k
      FROM (SELECT o.task_id, o.scope, coalesce(o.category, 0) AS category, count(*)::int AS k FROM o WHERE o.status <> 2
            GROUP BY 1, 2, 3) d
      WHERE s.task_id = d.task_id AND s.scope = d.scope AND s.category = d.category;
  ELSE
    INSERT INTO inventory_task_section AS s (task_id, scope, category, entries)
      SELECT d.task_id, d.scope, d.category, sum(d.k)::int
      FROM (SELECT n.task_id, n.scope, coalesce(n.category, 0) AS category, 1 AS k FROM n WHERE n.status <> 2
            UNION ALL
            SELECT o.task_id, o.scope, coalesce(o.category, 0), -1 FROM o WHERE o.status <> 2) d
      GROUP BY 1, 2, 3 HAVING sum(d.k) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (task_id, scope, category) DO UPDATE SET entries = s.entries + excluded.entries;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_task_section_insert AFTER INSERT ON inventory_entry REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION inventory_task_section_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_task_section_update AFTER UPDATE ON inventory_entry REFERENCING OLD TABLE AS o NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION inventory_task_section_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_task_section_delete AFTER DELETE ON inventory_entry REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION inventory_task_section_apply();
--> statement-breakpoint
CREATE FUNCTION inventory_task_section_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inventory_task_section;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_task_section_truncate AFTER TRUNCATE ON inventory_entry FOR EACH STATEMENT EXECUTE FUNCTION inventory_task_section_clear();
--> statement-breakpoint
INSERT INTO inventory_task_section (task_id, scope, category, entries)
  SELECT task_id, scope, coalesce(category, 0), count(*)::int FROM inventory_entry WHERE status <> 2 GROUP BY 1, 2, 3;

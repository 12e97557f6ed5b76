-- Hand-written (ADR 014, "Cost"): dashboard_summary_reads of 0021_dashboard.sql, now reading the scope-3
-- categories only of the tasks the year's categories can come from (the organisation's tasks of the year; its
-- months only when it has no approved annual task of its own) and naming those tasks in `categorised`; every
-- other task gives its scope figures only. modules/dashboard/dashboard.reads.ts documents what it answers.
-- To change it: CREATE OR REPLACE FUNCTION in a new migration.
CREATE OR REPLACE FUNCTION dashboard_summary_reads(p_org bigint, p_year integer, p_years integer[], p_visible bigint[])
RETURNS json LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    WITH fam AS MATERIALIZED (
      -- the organisation and its live children
      SELECT o.id, o.pid, o.pids, o.name, o.org_type, o.sort,
        EXISTS (SELECT 1 FROM sys_org c WHERE c.pid = o.id AND c.status <> 2) AS has_children
      FROM (SELECT * FROM sys_org WHERE id = p_org UNION ALL SELECT * FROM sys_org WHERE pid = p_org) o
      WHERE o.status <> 2
    ),
    scope_full AS MATERIALIZED (
      -- whether the caller's scope (null: everything) covers the organisation's whole live subtree
      SELECT p_visible IS NULL OR NOT EXISTS (
        SELECT 1 FROM sys_org s WHERE (s.id = p_org OR s.pids LIKE '%[' || p_org || '],%') AND s.status <> 2
          AND s.id <> ALL (p_visible)) AS v
    ),
    proj AS MATERIALIZED (
      -- the live monthly and annual inventories of the years
      SELECT p.id, p.name, p.year, p.month FROM inventory_project p
      WHERE p.year = ANY (p_years) AND p.status <> 2 AND p.type IN ('monthly', 'annual')
    ),
    own AS MATERIALIZED (
      -- the organisation's own tasks of every year; the children's of the year only (their row shows the year)
      SELECT f.id AS speaker, t.id, t.org_id, t.task_status, t.project_id, p.year, p.month
      FROM fam f
      CROSS JOIN LATERAL (SELECT * FROM inventory_task x WHERE x.org_id = f.id AND x.status <> 2 OFFSET 0) t
      JOIN proj p ON p.id = t.project_id
      WHERE f.id = p_org OR p.year = p_year
    ),
    annual_own AS MATERIALIZED (
      -- the organisations whose year is their own approved annual task: their months do not make the year
      SELECT DISTINCT o.speaker FROM own o
      WHERE o.task_status = 7 AND o.year = p_year AND o.month IS NULL
    ),
    open AS MATERIALIZED (
      -- the periods (inventories) an organisation with children has no task of its own in
      SELECT f.id AS speaker, p.id AS project_id
      FROM fam f CROSS JOIN proj p
      WHERE f.has_children
        AND (f.id = p_org OR (p.year = p_year AND (p.month IS NULL OR f.id NOT IN (SELECT speaker FROM annual_own))))
        AND NOT EXISTS (SELECT 1 FROM own o WHERE o.speaker = f.id AND o.year = p.year AND o.month IS NOT DISTINCT FROM p.month)
    ),
    below AS MATERIALIZED (
      -- there, the highest tasks below it: of organisations strictly below, whose parent task is of none of its subtree
      SELECT op.speaker, t.id, t.org_id, t.task_status, t.project_id
      FROM open op
      CROSS JOIN LATERAL (SELECT * FROM inventory_task x WHERE x.project_id = op.project_id AND x.status <> 2 OFFSET 0) t
      CROSS JOIN LATERAL (SELECT pids FROM sys_org z WHERE z.id = t.org_id) o
      LEFT JOIN inventory_task pt ON pt.id = t.parent_id
      LEFT JOIN sys_org po ON po.id = pt.org_id
      WHERE o.pids LIKE '%[' || op.speaker || '],%'
        AND (po.id IS NULL OR NOT (po.id = op.speaker OR po.pids LIKE '%[' || op.speaker || '],%'))
    ),
    tasks AS MATERIALIZED (
      SELECT NULL::bigint AS for_org, o.speaker, o.id, o.org_id, o.task_status, o.project_id FROM own o
      WHERE o.speaker = p_org OR o.month IS NULL OR o.speaker NOT IN (SELECT speaker FROM annual_own)
      UNION ALL
      SELECT b.speaker, b.speaker, b.id, b.org_id, b.task_status, b.project_id FROM below b
    ),
    needed AS MATERIALIZED (
      -- the approved tasks whose kept roll-ups are read (for a caller who sees the whole subtree); categorised: with
      -- the scope-3 categories (the organisation's tasks of the year, its months only without its own approved annual)
      SELECT t.id, bool_or(t.speaker = p_org AND p.year = p_year
                           AND (p.month IS NULL OR p_org NOT IN (SELECT speaker FROM annual_own))) AS categorised
      FROM tasks t JOIN proj p ON p.id = t.project_id
      WHERE t.task_status = 7 AND (SELECT v FROM scope_full)
      GROUP BY t.id
    )
    SELECT json_build_object(
      'family', (SELECT coalesce(json_agg(json_build_object('id', f.id, 'pid', f.pid, 'pids', f.pids, 'name', f.name,
                    'orgType', f.org_type, 'hasChildren', f.has_children) ORDER BY (f.id = p_org) DESC, f.sort, f.id), '[]')
                 FROM fam f),
      'kept', (SELECT json_build_object('year', b.year, 'totals', b.figures -> 'totals') FROM base_year b WHERE b.org_id = p_org),
      'full', (SELECT v FROM scope_full),
      'tasks', (SELECT coalesce(json_agg(json_build_object('forOrg', t.for_org, 'taskId', t.id, 'orgId', t.org_id,
                    'orgPids', o.pids, 'projectId', p.id, 'projectName', p.name, 'year', p.year, 'month', p.month,
                    'taskStatus', t.task_status)), '[]')
                FROM tasks t JOIN proj p ON p.id = t.project_id
                CROSS JOIN LATERAL (SELECT pids FROM sys_org z WHERE z.id = t.org_id) o),
      'categorised', (SELECT coalesce(json_agg(n.id), '[]') FROM needed n WHERE n.categorised),
      -- the kept roll-ups (inventory_task_total): scopes 1, 2 (location, market) and 3, and the categories where named
      'rollups', (SELECT coalesce(json_object_agg(n.id, r.buckets), '{}')
                  FROM needed n
                  CROSS JOIN LATERAL (
                    SELECT coalesce(json_object_agg(tt.bucket, tt.value::text), '{}') AS buckets
                    FROM (SELECT * FROM inventory_task_total x WHERE x.task_id = n.id
                            AND x.bucket = ANY (CASE WHEN n.categorised
                              THEN '{s1,s2l,s2m,s3,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11,c12,c13,c14,c15}'::text[]
                              ELSE '{s1,s2l,s2m,s3}'::text[] END) OFFSET 0) tt) r)
    )
  );
END;
$$;

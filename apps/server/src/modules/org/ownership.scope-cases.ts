import { eq } from 'drizzle-orm';
import { sysOrg, sysOrgOwnership } from '../../platform/db/schema/index.js';
import { suData } from '../../test/scope-fixtures.js';
import { judge } from '../../test/scope-judge.js';
import { as, type TargetCase } from '../../test/scope-org-cases.js';

/**
 * Ownership links and consolidation settings (issue 26) in the data-scope matrix (test/data-scope-matrix.test.ts):
 * each names organisations, so each is called for the caller's target; in scope it is not refused for its scope,
 * out of scope it is refused with 1013003 and nothing changes.
 */

const linksOf = (c: Parameters<TargetCase>[0], owned: number) =>
  c.w.t.database.db.select().from(sysOrgOwnership).where(eq(sysOrgOwnership.ownedOrgId, owned));

/** The links of the target (as owner or held). */
const list: TargetCase = async (c) => {
  const { route, res } = await as(c, 'GET', `sysOrg/ownership/list?orgId=${c.target}`);
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
};

/** A link naming the target as owner and held: out of scope refused for its scope; in scope refused only as a link to itself. */
const add: TargetCase = async (c) => {
  const before = (await linksOf(c, c.target)).length;
  const body = {
    ownerOrgId: String(c.target),
    ownedOrgId: String(c.target),
    equitySharePct: '30',
    relationship: 'associate',
    validFrom: '2024-01-01',
  };
  const { route, res } = await as(c, 'POST', 'sysOrg/ownership/add', body);
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: (await linksOf(c, c.target)).length !== before });
};

/** Edit and delete of a link holding the target (a legal entity), made by the super admin with the group root as owner. */
const editDelete: TargetCase = async (c) => {
  const [target] = await c.w.t.database.db.select().from(sysOrg).where(eq(sysOrg.id, c.target));
  if (target?.orgType !== 'legal_entity') return;
  const [root] = await c.w.t.database.db.select().from(sysOrg).where(eq(sysOrg.pid, 0));
  const fields = {
    ownerOrgId: String(root!.id),
    ownedOrgId: String(c.target),
    equitySharePct: '30',
    relationship: 'associate',
    validFrom: '2024-01-01',
  };
  const link = await suData<{ id: string; version: number }>(c.w, 'POST', 'sysOrg/ownership/add', fields);
  const rowOf = async () => (await linksOf(c, c.target)).find((l) => String(l.id) === link.id);
  // the edit names the target as its own owner: in scope it is refused as a link to itself, never for its scope
  const edit = await as(c, 'POST', 'sysOrg/ownership/edit', {
    ...fields,
    ownerOrgId: String(c.target),
    id: link.id,
    version: link.version,
  });
  judge(c.tally, { route: edit.route, who: c.who, inScope: c.inScope, res: edit.res, changed: (await rowOf())?.version !== link.version });
  const del = await as(c, 'POST', 'sysOrg/ownership/delete', { id: link.id });
  const gone = (await rowOf()) === undefined || (await rowOf())?.status === 2;
  judge(c.tally, { route: del.route, who: c.who, inScope: c.inScope, res: del.res, changed: gone });
  if (!gone) await suData(c.w, 'POST', 'sysOrg/ownership/delete', { id: link.id });
};

/** The target's consolidation settings, read and saved with the values in force (a save records them for the target). */
const settings: TargetCase = async (c) => {
  const read = await as(c, 'GET', `sysOrg/consolidationSetting?orgId=${c.target}`);
  judge(c.tally, { route: read.route, who: c.who, inScope: c.inScope, res: read.res });
  const now = await suData<{ approach: string; divestmentRule: string; fromOrgId: string | null }>(
    c.w,
    'GET',
    `sysOrg/consolidationSetting?orgId=${c.target}`,
  );
  const body = { orgId: String(c.target), approach: now.approach, divestmentRule: now.divestmentRule };
  const save = await as(c, 'POST', 'sysOrg/consolidationSetting/save', body);
  const after = await suData<{ fromOrgId: string | null }>(c.w, 'GET', `sysOrg/consolidationSetting?orgId=${c.target}`);
  judge(c.tally, { route: save.route, who: c.who, inScope: c.inScope, res: save.res, changed: after.fromOrgId !== now.fromOrgId });
};

export const OWNERSHIP_TARGET_CASES: TargetCase[] = [list, add, editDelete, settings];

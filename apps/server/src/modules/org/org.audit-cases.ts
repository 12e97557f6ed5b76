import { eq } from 'drizzle-orm';
import { orgContract, type OrgSaveResult } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';

const e = orgContract.endpoints;

/** The id of a seeded organisation. */
async function seededId(kit: AuditKit, code: string): Promise<string> {
  const [row] = await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)).limit(1);
  return String(row!.id);
}

async function succeed<T>(kit: AuditKit, path: string, body: unknown): Promise<T> {
  const res = await kit.api.post(path, body);
  if (!res.success) throw new Error(`${path}: ${res.code} ${res.message}`);
  return res.data as T;
}

/** A fresh business unit under the seeded business group, for the edit and delete cases. */
async function freshOrg(kit: AuditKit) {
  const code = `audit-org-${kit.unique()}`;
  const body = { pid: await seededId(kit, 'fii-ccbg'), name: `audit ${code}`, code, sort: 100 };
  const saved = await succeed<OrgSaveResult>(kit, e.addWithPark.path, body);
  return { ...body, id: saved.id, version: saved.version };
}

/** A fresh park of the seeded business group. */
async function freshPark(kit: AuditKit) {
  const code = `audit-park-${kit.unique()}`;
  const body = { name: `audit ${code}`, code, businessGroupId: await seededId(kit, 'fii-ccbg') };
  const saved = await succeed<{ id: string; version: number }>(kit, e.parkAdd.path, body);
  return { ...body, id: saved.id, version: saved.version };
}

/** A fresh ownership link: the Longhua legal entity holds 30% of the Zhengzhou one (an associate). */
async function freshLink(kit: AuditKit) {
  const body = {
    ownerOrgId: await seededId(kit, 'fii-ccbg-longhua-le1'),
    ownedOrgId: await seededId(kit, 'fii-iibg-zhengzhou-le1'),
    equitySharePct: '30',
    relationship: 'associate',
    validFrom: '2024-01-01',
  };
  const saved = await succeed<{ id: string; version: number }>(kit, e.ownershipAdd.path, body);
  return { ...body, id: saved.id, version: saved.version };
}

export const auditCases = defineAuditCases(orgContract, {
  add: async (kit) => {
    const code = `audit-org-${kit.unique()}`;
    return { body: { pid: await seededId(kit, 'fii-ccbg'), name: `audit ${code}`, code } };
  },
  addWithPark: async (kit) => {
    const code = `audit-org-${kit.unique()}`;
    return { body: { pid: await seededId(kit, 'fii-ccbg'), name: `audit ${code}`, code, park: null } };
  },
  editWithPark: async (kit) => {
    const org = await freshOrg(kit);
    return { body: { ...org, remark: 'audit matrix' } };
  },
  /** As the XiaoNuo 1.x client sends it: `{id, pid, name, code, sort, remark}`, no version. */
  edit: async (kit) => {
    const { version: _version, ...org } = await freshOrg(kit);
    return { body: { ...org, remark: 'audit matrix, unversioned' } };
  },
  delete: async (kit) => ({ body: [{ id: (await freshOrg(kit)).id }] }),
  sendOrgData: async () => ({ body: {} }),
  parkAdd: async (kit) => {
    const code = `audit-park-${kit.unique()}`;
    return { body: { name: `audit ${code}`, code, businessGroupId: await seededId(kit, 'fii-ccbg') } };
  },
  parkEdit: async (kit) => {
    const park = await freshPark(kit);
    return { body: { ...park, address: 'audit matrix' } };
  },
  parkDelete: async (kit) => ({ body: { id: (await freshPark(kit)).id } }),
  ownershipAdd: async (kit) => {
    const { id: _id, version: _version, ...body } = await freshLink(kit);
    return { body };
  },
  ownershipEdit: async (kit) => ({ body: { ...(await freshLink(kit)), equitySharePct: '35' } }),
  ownershipDelete: async (kit) => ({ body: { id: (await freshLink(kit)).id } }),
  consolidationSettingSave: async (kit) => ({
    body: { orgId: await seededId(kit, 'fii'), approach: 'equity-share', divestmentRule: 'pro-rata' },
  }),
});

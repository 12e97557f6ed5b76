import { eq } from 'drizzle-orm';
import { projectContract } from '@carbon/domain';
import { energyProject, sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { makeUser } from '../approval/testing.js';
import { sheet } from './project.testing.js';

const P = projectContract.endpoints;

async function data<T>(kit: AuditKit, path: string, body: unknown): Promise<T> {
  const res = await kit.api.post(path, body);
  if (!res.success) throw new Error(`${path}: ${res.code} ${res.message}`);
  return res.data as T;
}

async function idOf(kit: AuditKit, table: 'org' | 'user', code: string): Promise<string> {
  const db = kit.t.database.db;
  const [row] =
    table === 'org'
      ? await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code))
      : await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, code));
  return String(row!.id);
}

/** A complete draft of legal entity le1 (below Fii review), reviewed by the demo manager and a business-group reviewer. */
async function draft(kit: AuditKit) {
  const body = {
    name: `Audit ${kit.unique()}`,
    orgId: await idOf(kit, 'org', 'fii-ccbg-longhua-le1'),
    projectType: 'retrofit',
    technology: 'lighting',
    energyObject: 'Lights',
    energyType: 'electricity',
    technologySource: 'own',
    responsiblePerson: 'Li',
    initiatorName: 'Wang',
    initiatorContact: 'Wang',
    initiatorEmail: 'wang@example.com',
    estimatedStart: '2025-01-01',
    estimatedEnd: '2025-06-30',
    principle: 'LED',
    benefitAnalysis: 'Less power',
    energyBefore: '1000',
    energyAfter: '800',
    emissionFactor: '0.0005',
    investment: '1',
    localEnergyPrice: '0.5',
    supervisorReviewerId: await idOf(kit, 'user', 'manager'),
    // a reviewer other than the caller (the super admin): nobody approves their own submission
    businessGroupReviewerId: String((await makeUser(kit.t, 'fii-ccbg')).id),
  };
  return data<{ id: string; version: number }>(kit, P.add.path, body);
}

async function withStatus(kit: AuditKit, status: string, acceptanceTime: string | null = null) {
  const d = await draft(kit);
  await kit.t.database.db
    .update(energyProject)
    .set({ projectStatus: status, approvalStatus: 'passed', acceptanceTime })
    .where(eq(energyProject.id, Number(d.id)));
  return d;
}

async function uploaded(kit: AuditKit, id: string, kind: string) {
  const res = await kit.api.upload(`${P.upload.path}?id=${id}&kind=${kind}`, await sheet());
  if (!res.success) throw new Error(res.message);
  return res.data as { id: string };
}

/** Energy-saving projects: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(projectContract, {
  add: async (kit) => ({ body: { name: `Audit ${kit.unique()}`, orgId: await idOf(kit, 'org', 'fii-ccbg-longhua-le1') } }),
  edit: async (kit) => {
    const d = await draft(kit);
    return {
      body: { id: d.id, version: d.version, name: `Edited ${kit.unique()}`, orgId: await idOf(kit, 'org', 'fii-ccbg-longhua-le1') },
    };
  },
  delete: async (kit) => ({ body: { ids: [(await draft(kit)).id] } }),
  submit: async (kit) => {
    const d = await draft(kit);
    await uploaded(kit, d.id, 'proposal');
    return { body: { id: d.id } };
  },
  changeStatus: async (kit) => ({
    body: { id: (await withStatus(kit, 'project_approved')).id, to: 'procurement_completed', opinion: 'Bought' },
  }),
  upload: async (kit) => ({ query: { id: (await draft(kit)).id, kind: 'proposal' }, file: await sheet() }),
  deleteAttachment: async (kit) => ({ body: { id: (await uploaded(kit, (await draft(kit)).id, 'other')).id } }),
  measure: async (kit) => ({
    body: { id: (await withStatus(kit, 'acceptance_completed', '2024-01-15')).id, month: '2024-02', energyAfter: '60' },
  }),
  deleteMeasurement: async (kit) => {
    const d = await withStatus(kit, 'acceptance_completed', '2024-01-15');
    await data(kit, P.measure.path, { id: d.id, month: '2024-03', energyAfter: '61' });
    return { body: { id: d.id, month: '2024-03' } };
  },
  settingsEdit: async () => ({ body: { discountRate: '0.08', realisationThreshold: '0.8', lifetimes: {} } }),
});

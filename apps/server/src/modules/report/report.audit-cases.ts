import { reportContract } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { data, newEntry, newProject, orgId, T } from '../inventory/inventory-audit.testing.js';

const R = reportContract.endpoints;

/** An approved task with one entry (submitted with 'none'), as the super admin. */
async function approvedTask(kit: AuditKit): Promise<string> {
  const { taskId } = await newEntry(kit);
  await data(kit, T.submit.path, { id: taskId, approverIds: ['none'] });
  return taskId;
}
const draft = async (kit: AuditKit) =>
  data<{ id: string; version: number }>(kit, R.generate.path, { taskId: await approvedTask(kit), template: 'ghg' });

/** Inventory reports: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(reportContract, {
  generate: async (kit) => ({ body: { taskId: await approvedTask(kit), template: 'iso14064' } }),
  consolidate: async (kit) => ({
    body: { projectId: (await newProject(kit)).id, orgId: await orgId(kit, 'fii-ccbg'), approach: 'equity', template: 'ghg' },
  }),
  refresh: async (kit) => ({ body: { id: (await draft(kit)).id } }),
  edit: async (kit) => {
    const r = await draft(kit);
    return { body: { id: r.id, version: r.version, texts: { responsiblePerson: 'Audit' } } };
  },
  publish: async (kit) => ({ body: { id: (await draft(kit)).id } }),
  delete: async (kit) => ({ body: { id: (await draft(kit)).id } }),
  setBaseYear: async (kit) => {
    const { taskId } = await newEntry(kit, undefined);
    await data(kit, T.submit.path, { id: taskId, approverIds: ['none'] });
    const task = await data<{ projectId: string; orgId: string }>(kit, R.generate.path, { taskId, template: 'ghg' });
    return { body: { orgId: task.orgId, projectId: task.projectId, approach: 'operational' } };
  },
  recalculateBaseYear: async (kit) => {
    const taskId = await approvedTask(kit);
    const r = await data<{ projectId: string; orgId: string }>(kit, R.generate.path, { taskId, template: 'ghg' });
    const b = await data<{ version: number }>(kit, R.setBaseYear.path, { orgId: r.orgId, projectId: r.projectId, approach: 'operational' });
    return { body: { orgId: r.orgId, reason: 'Audit: divestment', version: b.version } };
  },
});

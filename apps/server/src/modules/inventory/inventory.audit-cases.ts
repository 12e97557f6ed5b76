import { inventoryTaskContract } from '@carbon/domain';
import { defineAuditCases } from '../../test/audit-cases.js';
import { entryImportFile } from './entry-import.testing.js';
import { data, evidence, GAS, newEntry, newProject, newTask, orgId, T } from './inventory-audit.testing.js';

/** Inventory tasks, entries, offsets and attachments: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(inventoryTaskContract, {
  issue: async (kit) => ({
    body: { projectId: (await newProject(kit)).id, orgIds: [await orgId(kit, 'fii-ccbg')], inventoryWay: 'quick' },
  }),
  distribute: async (kit) => {
    const parent = await newTask(kit, 'fii-ccbg-longhua-le1');
    return { body: { taskId: parent.id, orgIds: [await orgId(kit, 'fii-ccbg-longhua-le1-server')] } };
  },
  edit: async (kit) => {
    const task = await newTask(kit);
    return {
      body: { id: task.id, version: task.version, purpose: 'Audit matrix', exemptions: [{ item: 'Canteen LPG', reason: 'Below 1%' }] },
    };
  },
  submit: async (kit) => ({ body: { id: (await newEntry(kit)).taskId, approverIds: ['none'] } }),
  withdraw: async (kit) => {
    const { taskId } = await newEntry(kit);
    const users = await kit.api.get(`${T.approverCandidates.path}?id=${taskId}`);
    const approver = (users.data as { id: string }[])[0]!.id;
    await data(kit, T.submit.path, { id: taskId, approverIds: [approver] });
    return { body: { id: taskId } };
  },
  laterApprovers: async (kit) => {
    const task = await newTask(kit);
    const users = await kit.api.get(`${T.laterApproverCandidates.path}?id=${task.id}`);
    return { body: { id: task.id, laterApproverIds: [(users.data as { id: string }[])[0]!.id] } };
  },
  copy: async (kit) => {
    const { taskId: from } = await newEntry(kit);
    const to = await newTask(kit);
    return { body: { id: to.id, fromTaskId: from } };
  },
  entrySave: async (kit) => ({ body: { taskId: (await newTask(kit)).id, scope: 1, sourceName: 'Boiler', input: GAS } }),
  entryDelete: async (kit) => ({ body: { id: (await newEntry(kit)).id } }),
  entryImport: async (kit) => ({
    query: { taskId: (await newTask(kit)).id, scope: '1' },
    file: await entryImportFile('en-US', 1, [['Boiler 2', 'Plant B', GAS]]),
  }),
  offsetSave: async (kit) => ({ body: { taskId: (await newTask(kit)).id, name: 'CCER lot', standard: 'ccer', tco2e: '1.5' } }),
  offsetDelete: async (kit) => {
    const task = await newTask(kit);
    const offset = await data<{ id: string }>(kit, T.offsetSave.path, { taskId: task.id, name: 'VCS lot', standard: 'vcs', tco2e: '2' });
    return { body: { id: offset.id } };
  },
  attachmentUpload: async (kit) => ({ query: { entryId: (await newEntry(kit)).id }, file: await evidence() }),
  attachmentDelete: async (kit) => {
    const { id } = await newEntry(kit);
    const res = await kit.api.upload(`${T.attachmentUpload.path}?entryId=${id}`, await evidence());
    if (!res.success) throw new Error(res.message);
    return { body: { id: (res.data as { id: string }).id } };
  },
});

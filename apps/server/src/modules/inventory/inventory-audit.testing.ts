import { eq } from 'drizzle-orm';
import { carbonTemplateContract, inventoryProjectContract, inventoryTaskContract } from '@carbon/domain';
import { buildXlsx } from '../factor/testing.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import type { AuditKit } from '../../test/audit-cases.js';

/** Shared set-up of the inventory modules' audit cases (the matrix calls each audited POST after it). */

export const P = inventoryProjectContract.endpoints;
export const T = inventoryTaskContract.endpoints;
export const C = carbonTemplateContract.endpoints;
export const GAS = { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' };
/** The matrix uploads files as "upload.xlsx": a real spreadsheet. */
export const evidence = () => buildXlsx(['meter'], [['1234']]);

export async function data<T>(kit: AuditKit, path: string, body: unknown): Promise<T> {
  const res = await kit.api.post(path, body);
  if (!res.success) throw new Error(`${path}: ${res.code} ${res.message}`);
  return res.data as T;
}

export async function orgId(kit: AuditKit, code: string): Promise<string> {
  const [row] = await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
  return String(row!.id);
}

export async function newProject(kit: AuditKit) {
  const body = { name: `Audit ${kit.unique()}`, type: 'annual', year: 2025, orgId: await orgId(kit, 'fii'), deadline: '2099-12-31' };
  return data<{ id: string; version: number; name: string; orgId: string }>(kit, P.add.path, body);
}

/** A fresh project issued to one organisation (a leaf by default). */
export async function newTask(kit: AuditKit, code = 'fii-ccbg-longhua-le1-server') {
  const p = await newProject(kit);
  const body = { projectId: p.id, orgIds: [await orgId(kit, code)], inventoryWay: 'compliance' };
  const [task] = await data<{ id: string; version: number }[]>(kit, T.issue.path, body);
  return task!;
}

export async function newEntry(kit: AuditKit, taskId?: string) {
  const task = taskId ?? (await newTask(kit)).id;
  const entry = await data<{ id: string; version: number }>(kit, T.entrySave.path, { taskId: task, scope: 1, input: GAS });
  return { taskId: task, ...entry };
}

export async function newTemplate(kit: AuditKit) {
  return data<{ id: string; version: number }>(kit, C.add.path, { name: `Audit ${kit.unique()}`, sections: [{ scope: 1 }] });
}

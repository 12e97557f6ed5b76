import { envWasteContract, translate, WASTE_SHEET_KEYS } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { buildXlsx } from '../factor/testing.js';
import { okData } from './env-records.testing.js';

const le1 = async (kit: AuditKit) => {
  const orgs = await kit.t.database.db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg);
  return String(orgs.find((o) => o.code === 'fii-ccbg-longhua-le1')!.id);
};
const oil = async (kit: AuditKit) => {
  const page = await okData<{ rows: { id: string }[] }>(kit.api.get('/api/main/wasteCatalogue/page?keyword=900-249-08'));
  return page.rows[0]!.id;
};
let year = 1999;
const body = async (kit: AuditKit, over: Record<string, unknown> = {}) => ({
  orgId: await le1(kit),
  year: ++year,
  month: 1,
  catalogueId: await oil(kit),
  quantity: '1',
  disposalMethod: 7,
  ...over,
});
const add = async (kit: AuditKit) =>
  okData<{ id: string; version: number; year: number }>(kit.api.post(envWasteContract.endpoints.add.path, await body(kit)));

/** Waste records, the factor mapping and the path into an inventory task: each audited POST called successfully (audit matrix). */
export const auditCases = defineAuditCases(envWasteContract, {
  add: async (kit) => ({ body: await body(kit) }),
  edit: async (kit) => {
    const w = await add(kit);
    return { body: { ...(await body(kit)), year: w.year, id: w.id, version: w.version, quantity: '2' } };
  },
  delete: async (kit) => {
    const w = await add(kit);
    return { body: { id: w.id, version: w.version } };
  },
  import: async () => ({
    file: await buildXlsx(
      WASTE_SHEET_KEYS.map((k) => translate('en-US', `envRecords.column.${k}`)),
      [['fii-ccbg-longhua-le1', 1990, 1, '900-249-08', '0.5', '7', null, null]],
    ),
  }),
  factorMap: async () => ({ body: { disposalMethod: 9, factorId: null } }),
  toInventory: async (kit) => {
    const orgId = await le1(kit);
    const p = await okData<{ id: string }>(
      kit.api.post('/api/main/inventoryProject/add', {
        name: `Waste ${kit.unique()}`,
        type: 'annual',
        year: 2026,
        orgId,
        deadline: '2099-12-31',
      }),
    );
    const [task] = await okData<{ id: string }[]>(
      kit.api.post('/api/main/inventoryTask/issue', {
        projectId: p.id,
        orgIds: [orgId],
        boundaryMethod: 'operational-control',
        inventoryWay: 'compliance',
      }),
    );
    const w = await okData<{ id: string }>(
      kit.api.post(envWasteContract.endpoints.add.path, await body(kit, { year: 2026, month: 1 + (year % 12) })),
    );
    return { body: { taskId: task!.id, ids: [w.id] } };
  },
});

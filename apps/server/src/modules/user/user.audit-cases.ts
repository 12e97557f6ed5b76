import { USER_IMPORT_COLUMNS, translate, userContract } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { buildXlsx } from '../factor/testing.js';
import { addBody, idOf, PASSWORD } from './user.fixtures.js';

const e = userContract.endpoints;
const ORG = 'fii-ccbg-longhua-le1';

/** A fresh account's add body (seeded organisation and position). */
async function freshBody(kit: AuditKit) {
  const db = kit.t.database.db;
  return addBody(await idOf(db, 'org', ORG), [await idOf(db, 'pos', 'engineer')], { account: `audit${kit.unique()}` });
}

/** Adds a fresh account as the super admin and returns its id and version. */
async function freshUser(kit: AuditKit) {
  const body = await freshBody(kit);
  const added = await kit.api.post(e.add.path, body);
  if (!added.success) throw new Error(added.message);
  const found = await kit.api.get(`${e.page.path}?searchValue=${body.account}`);
  const row = (found.data as { rows: { id: string; version: number }[] }).rows[0]!;
  return { id: row.id, version: row.version, body };
}

export const auditCases = defineAuditCases(userContract, {
  add: async (kit) => ({ body: await freshBody(kit) }),
  edit: async (kit) => {
    const u = await freshUser(kit);
    const { password: _p, confirm: _c, ...fields } = u.body;
    return { body: { ...fields, id: u.id, version: u.version, name: 'audit matrix' } };
  },
  delete: async (kit) => ({ body: { id: (await freshUser(kit)).id } }),
  resetPwd: async (kit) => ({ body: { id: (await freshUser(kit)).id } }),
  grantRole: async (kit) => ({
    body: { id: (await freshUser(kit)).id, grantRoleIdList: [await idOf(kit.t.database.db, 'role', 'common')] },
  }),
  grantData: async (kit) => ({ body: { id: (await freshUser(kit)).id, grantOrgIdList: [await idOf(kit.t.database.db, 'org', ORG)] } }),
  changeStatus: async (kit) => ({ body: { id: (await freshUser(kit)).id, status: 1 } }),
  import: async (kit) => {
    const row: Record<(typeof USER_IMPORT_COLUMNS)[number], string> = {
      account: `auditimp${kit.unique()}`,
      name: 'audit matrix',
      jobNum: 'A1',
      orgCode: ORG,
      posCodes: 'engineer',
      email: '',
      phone: '',
      tel: '',
      userType: '3',
      roleCodes: '',
      password: PASSWORD,
    };
    return {
      file: await buildXlsx(
        USER_IMPORT_COLUMNS.map((k) => translate('en-US', `user.col.${k}`)),
        [USER_IMPORT_COLUMNS.map((k) => row[k])],
      ),
    };
  },
});

import { roleContract, type RoleRow } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';

const e = roleContract.endpoints;

/** A role no other case uses. */
async function addRole(kit: AuditKit): Promise<RoleRow> {
  const code = `audit_role_${kit.unique()}`;
  const res = await kit.api.post(e.add.path, { name: code, code, sort: 1 });
  if (!res.success) throw new Error(res.message);
  return res.data as RoleRow;
}

export const auditCases = defineAuditCases(roleContract, {
  add: async (kit) => {
    const code = `audit_role_${kit.unique()}`;
    return { body: { name: code, code, sort: 1 } };
  },
  edit: async (kit) => {
    const role = await addRole(kit);
    return { body: { id: role.id, version: role.version, name: `${role.name}x`, code: role.code, sort: 2 } };
  },
  delete: async (kit) => ({ body: { id: (await addRole(kit)).id } }),
  grantMenu: async (kit) => ({ body: { id: (await addRole(kit)).id, grantMenuIdList: [] } }),
  grantData: async (kit) => ({ body: { id: (await addRole(kit)).id, dataScopeType: 4 } }),
});

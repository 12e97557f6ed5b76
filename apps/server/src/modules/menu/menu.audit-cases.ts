import { menuContract, type MenuRow } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';

const e = menuContract.endpoints;

/** A top-level directory: the least a menu needs. */
const directory = (code: string) => ({ pid: '0', name: code, code, type: 0, router: `/${code}` });

async function addMenu(kit: AuditKit): Promise<MenuRow> {
  const res = await kit.api.post(e.add.path, directory(`auditMenu${kit.unique()}`));
  if (!res.success) throw new Error(res.message);
  return res.data as MenuRow;
}

export const auditCases = defineAuditCases(menuContract, {
  add: async (kit) => ({ body: directory(`auditMenu${kit.unique()}`) }),
  edit: async (kit) => {
    const menu = await addMenu(kit);
    return { body: { ...directory(menu.code), name: `${menu.name}x`, id: menu.id, version: menu.version } };
  },
  delete: async (kit) => ({ body: { id: (await addMenu(kit)).id } }),
});

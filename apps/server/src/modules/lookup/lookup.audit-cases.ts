import { lookupContract, type DictDataRow, type DictTypeRow, type PosRow } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';

const e = lookupContract.endpoints;

async function added<T>(kit: AuditKit, path: string, body: object): Promise<T> {
  const res = await kit.api.post(path, body);
  if (!res.success) throw new Error(res.message);
  return res.data as T;
}

const coded = (kit: AuditKit, prefix: string) => {
  const code = `${prefix}_${kit.unique()}`;
  return { name: code, code, sort: 1 };
};
const addPos = (kit: AuditKit) => added<PosRow>(kit, e.posAdd.path, coded(kit, 'audit_pos'));
const addType = (kit: AuditKit) => added<DictTypeRow>(kit, e.dictTypeAdd.path, coded(kit, 'audit_dict'));
async function addEntry(kit: AuditKit): Promise<DictDataRow> {
  const type = await addType(kit);
  return added<DictDataRow>(kit, e.dictDataAdd.path, { typeId: type.id, code: 'a', value: 'A', sort: 1 });
}

export const auditCases = defineAuditCases(lookupContract, {
  posAdd: async (kit) => ({ body: coded(kit, 'audit_pos') }),
  posEdit: async (kit) => {
    const pos = await addPos(kit);
    return { body: { id: pos.id, name: `${pos.name}x`, code: pos.code, sort: 2 } };
  },
  posDelete: async (kit) => ({ body: { id: (await addPos(kit)).id } }),
  dictTypeAdd: async (kit) => ({ body: coded(kit, 'audit_dict') }),
  dictTypeEdit: async (kit) => {
    const type = await addType(kit);
    return { body: { id: type.id, name: `${type.name}x`, code: type.code, sort: 2 } };
  },
  dictTypeDelete: async (kit) => ({ body: { id: (await addType(kit)).id } }),
  dictDataAdd: async (kit) => ({ body: { typeId: (await addType(kit)).id, code: 'a', value: 'A', sort: 1 } }),
  dictDataEdit: async (kit) => {
    const entry = await addEntry(kit);
    return { body: { id: entry.id, typeId: entry.typeId, code: entry.code, value: 'B', sort: 2 } };
  },
  dictDataDelete: async (kit) => ({ body: { id: (await addEntry(kit)).id } }),
});

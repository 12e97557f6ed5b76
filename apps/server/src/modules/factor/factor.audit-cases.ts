import { FACTOR_SHEET_KEYS, factorContract, translate, type FactorRow } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { gridFactor } from '../calc/calc.fixtures.js';
import { buildXlsx } from './testing.js';

/** A factor row of a code no other case uses. */
async function addFactorRow(kit: AuditKit): Promise<FactorRow> {
  const res = await kit.api.post(factorContract.endpoints.add.path, gridFactor(`AUDIT-${kit.unique()}`, 'v1', '0.5'));
  if (!res.success) throw new Error(res.message);
  return res.data as FactorRow;
}

export const auditCases = defineAuditCases(factorContract, {
  add: async (kit) => ({ body: gridFactor(`AUDIT-${kit.unique()}`, 'v1', '0.5') }),
  edit: async (kit) => {
    const row = await addFactorRow(kit);
    return { body: { ...gridFactor(row.code, 'v1', '0.6'), id: row.id, version: row.version } };
  },
  delete: async (kit) => {
    const row = await addFactorRow(kit);
    return { body: { id: row.id, version: row.version } };
  },
  import: async (kit) => {
    const values: Record<string, string> = { ...gridFactor(`AUDIT-${kit.unique()}`, 'v1', '0.5') };
    return {
      file: await buildXlsx(
        FACTOR_SHEET_KEYS.map((k) => translate('en-US', `factor.column.${k}`)),
        [FACTOR_SHEET_KEYS.map((k) => values[k] ?? null)],
      ),
    };
  },
});

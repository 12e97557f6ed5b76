import { calcContract, factorContract } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { gridFactor, orgId } from './calc.fixtures.js';

/** Adds a factor row through the API and returns its id. */
async function addFactor(kit: AuditKit, body: Record<string, unknown>): Promise<string> {
  const res = await kit.api.post(factorContract.endpoints.add.path, body);
  if (!res.success) throw new Error(res.message);
  return (res.data as { id: string }).id;
}

/** A stored-result body for a fresh factor `code` at v1. */
async function recordBody(kit: AuditKit, code: string) {
  const factorId = await addFactor(kit, gridFactor(code, 'v1', '0.5366'));
  return {
    orgId: await orgId(kit.t, 'fii-ccbg-longhua-le1'),
    source: { type: 'electricity-location', mwh: '10' },
    factorId,
    gwpSet: 'AR6',
  };
}

export const auditCases = defineAuditCases(calcContract, {
  record: async (kit) => ({ body: await recordBody(kit, `AUDIT-CALC-${kit.unique()}`) }),
  // One stored result at v1, and a v2 to recalculate it with.
  recalculate: async (kit) => {
    const code = `AUDIT-RECALC-${kit.unique()}`;
    const res = await kit.api.post(calcContract.endpoints.record.path, await recordBody(kit, code));
    if (!res.success) throw new Error(res.message);
    await addFactor(kit, gridFactor(code, 'v2', '0.5703'));
    return { body: { factorCode: code, fromVersion: 'v1', toVersion: 'v2', reason: 'audit matrix' } };
  },
});

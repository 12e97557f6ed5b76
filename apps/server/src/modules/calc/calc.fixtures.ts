import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sysOrg } from '../../platform/db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import type { caller } from '../factor/testing.js';

/** Test helpers of the stored-result and recalculation tests (not used by the app). */

export type Api = ReturnType<typeof caller>;

export type ResultRow = {
  id: string;
  orgId: string;
  sourceType: string;
  input: Record<string, unknown>;
  factorId: string | null;
  factorCode: string | null;
  factorVersion: string | null;
  gwpSet: string;
  tco2e: string;
  gases: Record<string, string>;
  gasesCo2e: Record<string, string>;
  explanation: { factors: { id: string; version: string }[]; inputs: { name: string; value: string; unit: string }[]; gwpSet?: string };
  status: 'current' | 'superseded';
  supersededBy: string | null;
  reason: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type RecalcData = {
  factorCode: string;
  fromVersion: string;
  toVersion: string;
  rows: { resultId: string; orgId: string; before: string; after: string; difference: string; newResultId: string | null }[];
  totals: { count: number; before: string; after: string; difference: string };
};

/** A grid-electricity factor row in kgCO2/kWh; `code` keeps tests independent of each other's rows. */
export const gridFactor = (code: string, factorVersion: string, value: string) => ({
  tableCode: 'energy',
  class1: '电力',
  class2: '测试电网',
  nameZh: `测试电网因子 ${code}`,
  nameEn: `Test grid factor ${code}`,
  code,
  factorVersion,
  country: 'CN',
  sector: 'electricity',
  gas: 'CO2',
  value,
  factorUnit: 'kgCO2/kWh',
  gasUnit: 'kg',
  activityUnit: 'kWh',
  sourceTitle: 'test source',
});

/** Adds a factor row through the API (as an administrator) and returns its id. */
export async function addFactor(api: Api, body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/api/main/factor/add', body);
  expect(res.success, res.message).toBe(true);
  return (res.data as { id: string }).id;
}

/** Records 'electricity-location' `mwh` with factor `factorId` for `orgId` (AR6) and returns the stored row. */
export async function recordGrid(api: Api, orgId: string, factorId: string, mwh: string): Promise<ResultRow> {
  const res = await api.post('/api/main/calc/record', { orgId, source: { type: 'electricity-location', mwh }, factorId, gwpSet: 'AR6' });
  expect(res.success, res.message).toBe(true);
  return res.data as ResultRow;
}

export async function orgId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)).limit(1);
  return String(row!.id);
}

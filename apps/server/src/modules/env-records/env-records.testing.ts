import { ok, type World } from '../inventory/inventory.testing.js';

/** Test helpers of the environmental records (not used by the app). */

export type WasteRow = { id: string; orgId: string; quantity: string; version: number; inventoryTaskIds: string[]; disposalMethod: number };
export type CatalogueRow = { id: string; code: string; label: string; version: number };

/** The catalogue entry of a code, read through the API. */
export async function catalogueEntry(w: World, code: string): Promise<CatalogueRow> {
  const page = ok<{ rows: CatalogueRow[] }>(await w.su.get(`/api/main/wasteCatalogue/page?keyword=${code}`));
  const row = page.rows.find((r) => r.code === code);
  if (!row) throw new Error(`no catalogue entry ${code}`);
  return row;
}

let month = 0;
/** A waste record of `org` (code) as `api`, a fresh month each time unless given. */
export function wasteBody(w: World, org: string, catalogueId: string, over: Record<string, unknown> = {}) {
  month = (month % 12) + 1;
  return { orgId: w.org(org), year: 2024, month, catalogueId, quantity: '1.5', disposalMethod: 7, ...over };
}

type Api = { post: (url: string, body: unknown) => Promise<{ success: boolean; message: string; data: unknown }> };

/** The data of a successful call (throws with the message otherwise). */
export async function okData<T>(p: Promise<{ success: boolean; message: string; data: unknown }>): Promise<T> {
  const res = await p;
  if (!res.success) throw new Error(res.message);
  return res.data as T;
}

export const permitBody = (orgId: string, over: Record<string, unknown> = {}) => ({
  orgId,
  name: 'Line 3 expansion',
  applicationType: 0,
  reportForm: 2,
  approvalNumber: 'SZ-HP-2025-001',
  applicationDate: '2025-01-10',
  approvalDate: '2025-03-01',
  ...over,
});
export const planBody = (orgId: string, over: Record<string, unknown> = {}) => ({
  orgId,
  planType: 1,
  name: 'Site environmental emergency plan',
  filingNumber: '440300-2025-001-L',
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
  ...over,
});
export const honorBody = (orgId: string, over: Record<string, unknown> = {}) => ({
  orgId,
  honorType: 1,
  name: 'ISO 14001:2015 certificate',
  issuer: 'Certification body',
  issuedDate: '2024-06-01',
  validTo: '2027-05-31',
  ...over,
});

export type Versioned = { id: string; version: number; orgId: string };
export const addPermit = (api: Api, orgId: string, over: Record<string, unknown> = {}) =>
  okData<Versioned & { constructionStatus: number }>(api.post('/api/main/envPermit/add', permitBody(orgId, over)));
export const addPlan = (api: Api, orgId: string, over: Record<string, unknown> = {}) =>
  okData<Versioned>(api.post('/api/main/emergencyPlan/add', planBody(orgId, over)));
export const addHonor = (api: Api, orgId: string, over: Record<string, unknown> = {}) =>
  okData<Versioned>(api.post('/api/main/envHonor/add', honorBody(orgId, over)));

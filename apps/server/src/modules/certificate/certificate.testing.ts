import type { CertificateRow } from '@carbon/domain';
import type { caller } from '../factor/testing.js';

/** Test helpers of the certificate module (not used by the app). */

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const ADD_PATH = '/api/main/certificate/add';

/** The form fields of a statement of `orgId`, with `over` replacing or adding fields. */
export const certificateFieldsOf = (orgId: string, over: Record<string, string> = {}): Record<string, string> => ({
  year: '2025',
  orgId,
  inventoryObject: '龙华园区 2025 年度温室气体盘查',
  author: '张三',
  verifier: 'SGS',
  assuranceLevel: 'reasonable',
  criteria: 'ISO 14064-1:2018',
  materiality: '5%',
  opinion: 'Fairly stated, in all material respects',
  ...over,
});

/** Uploads a PDF statement of `orgId` through `api` (the envelope, success or not). */
export function upload(
  api: ReturnType<typeof caller>,
  orgId: string,
  over: Record<string, string> = {},
  file = PDF,
  name = 'statement.pdf',
) {
  return api.upload(ADD_PATH, file, name, certificateFieldsOf(orgId, over));
}

/** Uploads a statement and returns its row (throws with the envelope when refused). */
export async function addCertificate(
  api: ReturnType<typeof caller>,
  orgId: string,
  over: Record<string, string> = {},
): Promise<CertificateRow> {
  const res = await upload(api, orgId, over);
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as CertificateRow;
}

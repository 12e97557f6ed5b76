import ExcelJS from 'exceljs';
import { XLSX_MIME } from '../../platform/files/excel.js';
import { bearer, type Envelope, type TestApp } from '../../test/harness.js';

/** Test helpers of the factor, exchange-rate and calc modules (not used by the app). */

/** A multipart/form-data body with one file part (after the form `fields`, if any), as a browser's upload sends it. */
export function multipartFile(filename: string, data: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----cs${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${XLSX_MIME}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An .xlsx with a header row and rows of cells, built independently of the app's writer. */
export async function buildXlsx(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx as rows of cell values (row 1 = header). */
export async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** JSON calls as a signed-in user, in a given language. */
export function caller(t: TestApp, token: () => string, lang = 'en-US') {
  const headers = () => ({ ...bearer(token()), 'accept-language': lang });
  return {
    get: async (url: string) => (await t.app.inject({ method: 'GET', url, headers: headers() })).json<Envelope>(),
    post: async (url: string, payload: unknown) =>
      (await t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers() })).json<Envelope>(),
    upload: async (url: string, file: Buffer, filename = 'upload.xlsx', fields: Record<string, string> = {}) => {
      const mp = multipartFile(filename, file, fields);
      return (await t.app.inject({ method: 'POST', url, payload: mp.payload, headers: { ...headers(), ...mp.headers } })).json<Envelope>();
    },
    download: (url: string) => t.app.inject({ method: 'GET', url, headers: headers() }),
  };
}

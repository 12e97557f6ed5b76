import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

/** Writes a real .xlsx file (header row + rows) to a temporary directory and returns its path. */
export async function writeXlsx(name: string, header: string[], rows: (string | number)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-e2e-')), name);
  await wb.xlsx.writeFile(file);
  return file;
}

import zlib from 'node:zlib';

/**
 * Test and bench helpers (not used by the app): real .xlsx files built byte by byte, so a
 * test can make a workbook whose sheet inflates to a gigabyte from a file of about a
 * megabyte, and a zip whose directory lies about an entry's size.
 */

type Part = { name: string; data: Buffer; crc: number; size: number };

const xmlPart = (name: string, xml: string): Part => {
  const raw = Buffer.from(xml);
  return { name, data: zlib.deflateRawSync(raw), crc: zlib.crc32(raw), size: raw.length };
};

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);
const column = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));

/** One sheet row of inline-string cells. */
export function rowXml(r: number, cells: (string | number | null)[]): string {
  const cs = cells.map((v, i) =>
    v === null
      ? ''
      : typeof v === 'number'
        ? `<c r="${column(i)}${r}"><v>${v}</v></c>`
        : `<c r="${column(i)}${r}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`,
  );
  return `<row r="${r}">${cs.join('')}</row>`;
}

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * The raw-deflate stream of `head + body × times + tail`, built in O(size of the parts):
 * each part is compressed alone and ended with a full flush (byte-aligned, no reference to
 * earlier data), so the same compressed body can be repeated. With its CRC-32 and size.
 */
export function repeatedDeflate(head: string, body: string, times: number, tail: string): Omit<Part, 'name'> {
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const [h, b, t] = [Buffer.from(head), Buffer.from(body), Buffer.from(tail)];
  const compressed = Buffer.concat([
    zlib.deflateRawSync(h, flush),
    ...Array.from({ length: times }, () => zlib.deflateRawSync(b, flush)),
    zlib.deflateRawSync(t),
  ]);
  let crc = zlib.crc32(h);
  for (let i = 0; i < times; i++) crc = zlib.crc32(b, crc);
  crc = zlib.crc32(t, crc);
  return { data: compressed, crc, size: h.length + b.length * times + t.length };
}

/**
 * A zip of `parts`; `declare` overrides the uncompressed size written in the local header
 * and the central directory (a lying archive), per entry name.
 */
export function zipOf(parts: Part[], declare: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = declare[p.name] ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(p.crc >>> 0, 16);
    cd.writeUInt32LE(p.data.length, 20);
    cd.writeUInt32LE(size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    central.push(cd, name);
    offset += 30 + name.length + p.data.length;
  }
  const cdSize = central.reduce((n, b) => n + b.length, 0);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(parts.length, 8);
  eocd.writeUInt16LE(parts.length, 10);
  eocd.writeUInt32LE(cdSize, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, eocd]);
}

/** An .xlsx whose one sheet is `sheet` (a deflate stream from repeatedDeflate), with `extra` parts (e.g. shared strings). */
export function workbookWithSheet(sheet: Omit<Part, 'name'>, declare: { sheetSize?: number } = {}, extra: Part[] = []): Buffer {
  const parts = [
    xmlPart('[Content_Types].xml', CONTENT_TYPES),
    xmlPart('_rels/.rels', ROOT_RELS),
    xmlPart('xl/workbook.xml', WORKBOOK),
    xmlPart('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...extra,
  ];
  return zipOf(parts, declare.sheetSize === undefined ? {} : { 'xl/worksheets/sheet1.xml': declare.sheetSize });
}

/** A workbook whose shared-string table (read whole into memory by exceljs) holds one string of `mb` MiB. */
export function sharedStringsBomb(header: string[], mb: number): Buffer {
  const sheet = repeatedDeflate(SHEET_HEAD + rowXml(1, header) + '<row r="2"><c r="A2" t="s"><v>0</v></c></row>', '', 0, SHEET_TAIL);
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>';
  const strings = repeatedDeflate(head, 'B'.repeat(1024 * 1024), mb, '</t></si></sst>');
  return workbookWithSheet(sheet, {}, [{ name: 'xl/sharedStrings.xml', ...strings }]);
}

/**
 * A valid workbook: the header row, then one data row whose first cell holds `mb` MiB of
 * text, then `after` (further rows). Its sheet inflates to about `mb` MiB; the file is about
 * a thousandth of that. `declaredSheetBytes` makes the zip directory understate the sheet.
 */
export function cellBomb(header: string[], mb: number, options: { declaredSheetBytes?: number; after?: string } = {}): Buffer {
  const head = SHEET_HEAD + rowXml(1, header) + '<row r="2"><c r="A2" t="inlineStr"><is><t>';
  const tail = `</t></is></c></row>${options.after ?? ''}${SHEET_TAIL}`;
  const sheet = repeatedDeflate(head, 'A'.repeat(1024 * 1024), mb, tail);
  return workbookWithSheet(sheet, options.declaredSheetBytes === undefined ? {} : { sheetSize: options.declaredSheetBytes });
}

/** A valid workbook of the header and `rows` copies of `cells` (row numbers 2…): a sheet far beyond the row limit. */
export function rowBomb(header: string[], cells: (string | number | null)[], rows: number): Buffer {
  const chunks: Buffer[] = [];
  const deflate = zlib.deflateRawSync;
  let crc = 0;
  let size = 0;
  const add = (text: string, last = false) => {
    const raw = Buffer.from(text);
    crc = zlib.crc32(raw, crc);
    size += raw.length;
    chunks.push(deflate(raw, last ? {} : { finishFlush: zlib.constants.Z_FULL_FLUSH }));
  };
  add(SHEET_HEAD + rowXml(1, header));
  const perChunk = 5000;
  for (let start = 2; start < rows + 2; start += perChunk) {
    let xml = '';
    for (let r = start; r < Math.min(start + perChunk, rows + 2); r++) xml += rowXml(r, cells);
    add(xml);
  }
  add(SHEET_TAIL, true);
  return workbookWithSheet({ data: Buffer.concat(chunks), crc, size });
}

/** The uncompressed size of a workbook's sheet as its central directory states it (to check a lying archive). */
export function declaredSheetSize(xlsx: Buffer): number {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const sig = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let p = xlsx.indexOf(sig); p >= 0; p = xlsx.indexOf(sig, p + 4)) {
    if (xlsx.subarray(p + 46, p + 46 + name.length).equals(name)) return xlsx.readUInt32LE(p + 24);
  }
  throw new Error('no sheet entry');
}

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ATTACHMENT_TYPES } from '@carbon/domain';
import { detectFileType, FILE_HEAD_BYTES } from './file-type.js';
import { meter } from './meter.js';

/** A zip of stored (uncompressed) entries, written by hand so the test depends on no zip library. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}" ContentType="application/xml"/></Types>`;

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['a', 1]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cfb = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const jpg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const rar = Buffer.concat([Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]), Buffer.alloc(32)]);
const sevenZ = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]), Buffer.alloc(32)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(64)]);
/** The head the upload services pass: a meter's, which kept the file's end for the container check. */
async function head(b: Buffer, chunk = 1000): Promise<Buffer> {
  const m = meter();
  const done = new Promise((resolve) => m.stream.on('finish', resolve));
  for (let i = 0; i < b.length; i += chunk) m.stream.write(b.subarray(i, i + chunk));
  m.stream.end();
  m.stream.resume();
  await done;
  const h = m.head();
  expect(h.length).toBe(Math.min(b.length, FILE_HEAD_BYTES));
  return h;
}

describe('detectFileType: content against the attachment allow-list', () => {
  it('accepts each allowed type by its content and extension', async () => {
    const docx = zip({ '[Content_Types].xml': CONTENT_TYPES('word/document.xml'), 'word/document.xml': '<w:document/>' });
    const files: Record<keyof typeof ATTACHMENT_TYPES, Buffer> = {
      pdf,
      png,
      jpg,
      jpeg: jpg,
      gif,
      webp,
      xlsx: await xlsx(),
      xls: cfb(),
      docx,
      doc: cfb(),
      zip: zip({ 'readme.txt': 'hello' }),
      rar,
      '7z': sevenZ,
    };
    for (const [ext, data] of Object.entries(files)) expect(await detectFileType(await head(data), ext), ext).toBe(true);
    // the extension's case and a leading dot do not matter
    expect(await detectFileType(pdf, '.PDF')).toBe(true);
  });

  it('refuses content of another type, unknown extensions and empty files', async () => {
    expect(await detectFileType(exe, 'pdf')).toBe(false);
    expect(await detectFileType(pdf, 'png')).toBe(false);
    expect(await detectFileType(png, 'jpg')).toBe(false);
    expect(await detectFileType(Buffer.from('just some text, not a Word file'), 'doc')).toBe(false);
    expect(await detectFileType(Buffer.from('a,b\n1,2\n'), 'xls')).toBe(false);
    expect(await detectFileType(pdf, 'docx')).toBe(false);
    expect(await detectFileType(cfb(), 'xlsx')).toBe(false);
    expect(await detectFileType(zip({ 'a.txt': 'a' }), 'pdf')).toBe(false);
    expect(await detectFileType(await head(await xlsx()), 'docx')).toBe(false); // an .xlsx renamed .docx
    expect(await detectFileType(exe, 'exe')).toBe(false);
    expect(await detectFileType(pdf, 'html')).toBe(false);
    expect(await detectFileType(Buffer.alloc(0), 'pdf')).toBe(false);
    // any zip is a zip, an .xlsx renamed .zip included
    expect(await detectFileType(await head(await xlsx()), 'zip')).toBe(true);
  });

  it('checks the whole container of PNG, JPEG, PDF, zip and OOXML files, not only their start', async () => {
    const docx = zip({ '[Content_Types].xml': CONTENT_TYPES('word/document.xml'), 'word/document.xml': '<w:document/>' });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const big = Buffer.alloc(300_000, 0x41);
    // a PNG followed by HTML, a JPEG without its end, a PDF cut before %%EOF
    expect(await detectFileType(await head(Buffer.concat([png, html])), 'png')).toBe(false);
    expect(await detectFileType(await head(Buffer.concat([png.subarray(0, 40), big, png.subarray(40)])), 'png')).toBe(true);
    expect(await detectFileType(await head(jpg.subarray(0, jpg.length - 2)), 'jpg')).toBe(false);
    expect(await detectFileType(await head(Buffer.concat([jpg, Buffer.alloc(4)])), 'jpeg')).toBe(true);
    expect(await detectFileType(await head(Buffer.concat([pdf.subarray(0, 30), big])), 'pdf')).toBe(false);
    expect(await detectFileType(await head(Buffer.concat([pdf.subarray(0, 30), big, Buffer.from('\n%%EOF\n')])), 'pdf')).toBe(true);
    // PK and garbage; a zip with text after its end; a zip without [Content_Types].xml named .docx
    const garbage = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), big]);
    for (const ext of ['xlsx', 'docx', 'zip']) expect(await detectFileType(await head(garbage), ext), ext).toBe(false);
    expect(await detectFileType(await head(Buffer.concat([docx, html])), 'docx')).toBe(false);
    expect(await detectFileType(await head(zip({ 'word/document.xml': '<w:document/>' })), 'docx')).toBe(false);
    expect(await detectFileType(await head(docx, 7), 'docx')).toBe(true);
    // a large real workbook, read in small chunks
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    for (let i = 0; i < 20_000; i++) ws.addRow([`row ${i}`, Math.random()]);
    const large = Buffer.from(await wb.xlsx.writeBuffer());
    expect(large.length).toBeGreaterThan(100_000);
    expect(await detectFileType(await head(large, 16_384), 'xlsx')).toBe(true);
    expect(await detectFileType(await head(large.subarray(0, large.length - 10), 16_384), 'xlsx')).toBe(false);
  });
});

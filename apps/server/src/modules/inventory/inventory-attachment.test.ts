import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildXlsx } from '../factor/testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type World } from './inventory.testing.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A minimal PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Attachment = { id: string; name: string; size: number; mime: string; previewable: boolean };

describe.each(dbKinds())('entry attachments on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let taskId = '';
  let entryId = '';

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    taskId = task!.id;
    entryId = ok<Entry>(await saveEntry(w.user, taskId, { scope: 1, input: INPUTS.gas })).id;
  });
  afterAll(() => t.close());

  const upload = (file: Buffer, name: string, entry = entryId, api = w.user) =>
    api.upload(`/api/main/inventoryAttachment/upload?entryId=${entry}`, file, name);

  it('stores an image, lists it, downloads it as an attachment and previews it inline', async () => {
    const row = ok<Attachment>(await upload(PNG, 'meter photo.png'));
    expect(row).toMatchObject({ name: 'meter photo.png', size: PNG.length, mime: 'image/png', previewable: true });
    const list = ok<Attachment[]>(await w.user.get(`/api/main/inventoryAttachment/list?entryId=${entryId}`));
    expect(list.map((a) => a.id)).toContain(row.id);
    const dl = await w.user.download(`/api/main/inventoryAttachment/download?id=${row.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(dl.rawPayload.equals(PNG)).toBe(true);
    const pv = await w.user.download(`/api/main/inventoryAttachment/preview?id=${row.id}`);
    expect(pv.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(pv.headers['content-type']).toBe('image/png');
    expect(pv.rawPayload.equals(PNG)).toBe(true);
    expect(
      ok<Entry & { attachmentCount: number }>(await w.user.get(`/api/main/inventoryEntry/detail?id=${entryId}`)).attachmentCount,
    ).toBeGreaterThan(0);
  });

  it('downloads but never previews a spreadsheet (2030015); PDF previews', async () => {
    const xlsx = ok<Attachment>(await upload(await buildXlsx(['a'], [['1']]), 'bills.xlsx'));
    expect(xlsx.previewable).toBe(false);
    expect((await w.user.get(`/api/main/inventoryAttachment/preview?id=${xlsx.id}`)).code).toBe(2030015);
    expect((await w.user.download(`/api/main/inventoryAttachment/download?id=${xlsx.id}`)).statusCode).toBe(200);
    const pdf = ok<Attachment>(await upload(PDF, 'invoice.pdf'));
    expect((await w.user.download(`/api/main/inventoryAttachment/preview?id=${pdf.id}`)).headers['content-type']).toBe('application/pdf');
  });

  it('checks the type by extension and by content (2030012) and the size (2030013)', async () => {
    expect((await upload(PNG, 'tool.exe')).code).toBe(2030012);
    expect((await upload(PDF, 'photo.png')).code).toBe(2030012);
    expect((await upload(Buffer.from('just text'), 'notes.pdf')).code).toBe(2030012);
    const big = Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(big, 'huge.pdf');
    expect(res.code).toBe(2030013);
    expect(res.message).toContain('50');
  });

  it('allows at most 10 files per entry (2030014), then deletes one and accepts another', async () => {
    const entry = ok<Entry>(await saveEntry(w.user, taskId, { scope: 1, input: INPUTS.gas })).id;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(ok<Attachment>(await upload(PNG, `p${i}.png`, entry)).id);
    const eleventh = await upload(PNG, 'p10.png', entry);
    expect(eleventh.code).toBe(2030014);
    ok(await w.user.post('/api/main/inventoryAttachment/delete', { id: ids[0] }));
    expect((await w.user.get(`/api/main/inventoryAttachment/download?id=${ids[0]}`)).code).toBe(2030011);
    ok(await upload(PNG, 'p10.png', entry));
  });

  it('every read is checked against the data scope; uploads stop with the submission', async () => {
    const p = await project(w);
    const [foreign] = await issue(w, p.id, ['fii-iibg-zhengzhou-le1']);
    const foreignEntry = ok<Entry>(await saveEntry(w.su, foreign!.id, { scope: 1, input: INPUTS.gas })).id;
    const file = ok<Attachment>(await upload(PNG, 'foreign.png', foreignEntry, w.su));
    for (const path of ['download', 'preview']) {
      expect((await w.mgr.get(`/api/main/inventoryAttachment/${path}?id=${file.id}`)).code).toBe(1013003);
      expect((await w.user.get(`/api/main/inventoryAttachment/${path}?id=${file.id}`)).code).toBe(1013003);
    }
    expect((await w.mgr.get(`/api/main/inventoryAttachment/list?entryId=${foreignEntry}`)).code).toBe(1013003);
    expect((await w.mgr.post('/api/main/inventoryAttachment/delete', { id: file.id })).code).toBe(1013003);
    expect((await upload(PNG, 'x.png', foreignEntry, w.mgr)).code).toBe(1013003);

    ok(await w.su.post('/api/main/inventoryTask/submit', { id: foreign!.id, approverIds: ['none'] }));
    expect((await upload(PNG, 'late.png', foreignEntry, w.su)).code).toBe(2030007);
    expect((await w.su.post('/api/main/inventoryAttachment/delete', { id: file.id })).code).toBe(2030007);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { EXCHANGE_RATE_SHEET_KEYS, FACTOR_SHEET_KEYS, translate, type ImportJobView } from '@carbon/domain';
import { createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { cellBomb, declaredSheetSize, rowBomb } from './testing.js';

/**
 * Issue 8, imports 2, through the API over a real socket: bombs are refused with the
 * reason in the caller's language after inflating at most the limit, /api/health answers
 * while one is being refused, and the owner follows each import on the progress endpoint.
 */
const MB = 1024 * 1024;
const LIMIT = 64 * MB; // IMPORT_MAX_INFLATED_MB's default
const ONE_CHUNK = 64 * 1024;
const FACTOR_HEADER = FACTOR_SHEET_KEYS.map((k) => translate('en-US', `factor.column.${k}`));
const RATE_HEADER = EXCHANGE_RATE_SHEET_KEYS.map((k) => translate('zh-CN', `exchangeRate.column.${k}`));
const USER_HEADER = ['account', 'name', 'jobNum', 'orgCode', 'posCodes', 'email', 'phone', 'tel', 'userType', 'roleCodes', 'password'];

type Refused = Envelope & { data: { reason: string; bytesInflated: number; rowsRead: number } };

describe.each(dbKinds())('import bombs over HTTP on %s', (kind) => {
  let t: TestApp;
  let base = '';
  let admin = '';
  let manager = '';

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    manager = await login(t.app, 'manager', DEMO.manager);
  });
  afterAll(() => t.close());

  const upload = async (path: string, file: Buffer, lang: string, token = admin): Promise<Refused> => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'upload.xlsx');
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
    return (await res.json()) as Refused;
  };
  const progress = async (token = admin): Promise<ImportJobView[]> => {
    const res = await fetch(`${base}/api/main/import/progress`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as Envelope).data as ImportJobView[];
  };

  it('refuses a factor sheet inflating to 1 GB (a 1 MB file) in zh-TW, having inflated the limit and no more than a chunk beyond', async () => {
    const res = await upload('/api/main/factor/import', cellBomb(FACTOR_HEADER, 1024), 'zh-TW');
    expect(res.code).toBe(1012003);
    expect(res.message).toBe(
      translate('zh-TW', 'error.1012003', { reason: translate('zh-TW', 'import.refused.inflatedTooLarge', { mb: 64 }) }),
    );
    expect(res.data.bytesInflated).toBeGreaterThan(LIMIT);
    expect(res.data.bytesInflated).toBeLessThanOrEqual(LIMIT + ONE_CHUNK);
  });

  it('refuses an exchange-rate bomb whose zip directory understates the sheet (4 KB declared), in zh-CN', async () => {
    const liar = cellBomb(RATE_HEADER, 1024, { declaredSheetBytes: 4096 });
    expect(declaredSheetSize(liar)).toBe(4096);
    const res = await upload('/api/main/exchangeRate/import', liar, 'zh-CN');
    expect(res.code).toBe(1012003);
    expect(res.message).toContain(translate('zh-CN', 'import.refused.inflatedTooLarge', { mb: 64 }));
    expect(res.data.bytesInflated).toBeLessThanOrEqual(LIMIT + ONE_CHUNK);
  });

  it('refuses an account sheet of 5,000 rows at its 1,000-row limit, in en-US, without reading further', async () => {
    const res = await upload('/api/main/sysUser/import', rowBomb(USER_HEADER, ['u', 'U', 'J', 'ORG', 'P'], 5000), 'en-US');
    expect(res.code).toBe(1012003);
    expect(res.message).toContain(translate('en-US', 'import.refused.tooManyRows', { max: 1000 }));
    expect(res.data.rowsRead).toBe(1000);
  });

  it('/api/health answers while a bomb is being refused', async () => {
    const liar = cellBomb(FACTOR_HEADER, 1024, { declaredSheetBytes: 4096 });
    let bombAnswered = false;
    const bomb = upload('/api/main/factor/import', liar, 'en-US').then((r) => ((bombAnswered = true), r));
    // Wait until the server is inflating the bomb (its job shows bytes), then ask for health.
    let job: ImportJobView | undefined;
    while (!job && !bombAnswered) {
      job = (await progress()).find((j) => j.kind === 'factor' && j.phase === 'reading' && j.bytesInflated > 0);
    }
    const health = await fetch(`${base}/api/health`);
    const answeredDuringBomb = !bombAnswered;
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    expect(job).toBeDefined();
    expect(answeredDuringBomb).toBe(true);
    expect((await bomb).code).toBe(1012003);
  });

  it('lists each import to its owner only: phase, rows and bytes, the code of a refusal', async () => {
    const ok = await upload('/api/main/exchangeRate/import', rowBomb(RATE_HEADER, ['QZZ', 2001, 1, '0.5', 'progress'], 1), 'en-US');
    expect(ok).toMatchObject({ success: true, data: { inserted: 1 } });
    const jobs = await progress();
    const [done, ...earlier] = jobs;
    expect(done).toMatchObject({ kind: 'exchangeRate', phase: 'done', rowsRead: 1, rowsTotal: 1, rowsWritten: 1, code: null });
    expect(done!.finishedAt).not.toBeNull();
    const refused = earlier.find((j) => j.kind === 'sysUser' || j.kind === 'user');
    expect(refused).toMatchObject({ phase: 'failed', code: 1012003, rowsRead: 1000 });
    expect(earlier.find((j) => j.kind === 'factor')?.bytesInflated).toBeGreaterThan(LIMIT);
    expect(await progress(manager)).toEqual([]);
  });
});

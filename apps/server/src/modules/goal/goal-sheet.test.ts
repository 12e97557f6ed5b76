import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildXlsx, readXlsx } from '../factor/testing.js';
import { PDF } from '../certificate/certificate.testing.js';
import {
  ctl,
  goalWorld,
  ok,
  red,
  saveControl,
  saveReduction,
  twelve,
  type AssignedOut,
  type GoalSetOut,
  type GoalWorld,
} from './goal.testing.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CONTROL_HEADER = [
  'Organisation code',
  'Organisation name',
  'Year',
  'Baseline year',
  'Annual target (tCO2e)',
  ...MONTHS.map((m) => `${m} (tCO2e)`),
];
const REDUCTION_HEADER = [
  'Organisation code',
  'Organisation name',
  'Year',
  'Baseline year',
  'Total reduction target (tCO2e)',
  '1R Reduce (tCO2e)',
  '2R Replace (tCO2e)',
  '3R Resolve (tCO2e)',
];
const controlLine = (code: string, year: number, annual: string, month: string) => [code, '', year, 2020, annual, ...twelve(month)];
type Failed = { failedRows: { row: number; reasons: string[] }[] };

describe.each(dbKinds())('goal import, export and files on %s', (kind) => {
  let t: TestApp;
  let w: GoalWorld;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await goalWorld(t);
  });
  afterAll(() => t.close());

  it('serves the templates with the columns in the caller’s language', async () => {
    expect((await readXlsx((await w.su.download('/api/main/goal/control/template')).rawPayload))[0]).toEqual(CONTROL_HEADER);
    expect((await readXlsx((await w.su.download('/api/main/goal/reduction/template')).rawPayload))[0]).toEqual(REDUCTION_HEADER);
  });

  it('imports all or nothing: every failed row with its reason, then the corrected file as drafts', async () => {
    const bad = await buildXlsx(CONTROL_HEADER, [
      controlLine('fii-ccbg-longhua', 2050, '400', '40'),
      controlLine('no-such-org', 2050, '1', '1'),
      controlLine('goal-ccbg-park2', 2050, '123456789012', '40'),
    ]);
    const refused = await w.su.upload('/api/main/goal/control/import', bad);
    expect(refused.code).toBe(1012002);
    expect((refused.data as Failed).failedRows).toMatchObject([
      { row: 3, reasons: ['No organisation has the code no-such-org'] },
      {
        row: 4,
        reasons: [
          '云计算事业群-观澜园区: Annual target (tCO2e) must be a non-negative number of at most 11 characters, the decimal point included',
        ],
      },
    ]);
    expect(ok<GoalSetOut>(await w.su.get('/api/main/goal/control/get?year=2050')).rows).toEqual([]);

    const good = await buildXlsx(CONTROL_HEADER, [
      controlLine('fii-ccbg-longhua', 2050, '400', '40'),
      controlLine('goal-ccbg-park2', 2050, '300', '25'),
      controlLine('fii', 2051, '1000', '100'),
      controlLine('fii-ccbg', 2051, '600', '50'),
    ]);
    expect(ok(await w.su.upload('/api/main/goal/control/import', good))).toEqual({ inserted: 4, updated: 0, years: [2050, 2051] });
    const set = ok<GoalSetOut>(await w.su.get('/api/main/goal/control/get?year=2050'));
    expect(set.rows.map((r) => [r.orgId, r.annual, r.state, r.months?.[0]])).toEqual([
      [w.ids.longhua, '400', 'draft', '40'],
      [w.ids.guanlan, '300', 'draft', '25'],
    ]);

    const file = await w.su.download('/api/main/goal/control/export?year=2050');
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(CONTROL_HEADER);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5], r[16]])).toEqual([
      ['fii-ccbg-longhua', '云计算事业群-龙华园区', 2050, '400', '40', '40'],
      ['goal-ccbg-park2', '云计算事业群-观澜园区', 2050, '300', '25', '25'],
    ]);
    // the export imports again: the same rows, updated in place
    expect(ok(await w.su.upload('/api/main/goal/control/import', file.rawPayload))).toEqual({ inserted: 0, updated: 2, years: [2050] });
  });

  it('checks an imported year as one save: the rows set above the caller and the sum rules fail their rows', async () => {
    const { fii, ccbg, iibg } = w.ids;
    ok(
      await saveReduction(
        w.su,
        2052,
        [red(fii, '100', '100', '0', '0'), red(ccbg, '60', '60', '0', '0'), red(iibg, '40', '40', '0', '0')],
        true,
      ),
    );
    const file = await buildXlsx(REDUCTION_HEADER, [
      ['fii-ccbg-longhua', '', 2052, 2020, '20', '20', '0', '0'],
      ['goal-ccbg-park2', '', 2052, 2020, '30', '0', '30', '0'],
    ]);
    const refused = await w.mgr.upload('/api/main/goal/reduction/import', file);
    expect((refused.data as Failed).failedRows).toMatchObject([
      {
        row: 2,
        reasons: ['The parks’ reduction targets under 云计算事业群 add up to 50, below its target 60; their sum must not be below it'],
      },
    ]);
    const mine = await buildXlsx(REDUCTION_HEADER, [['fii-ccbg', '', 2052, 2020, '60', '60', '0', '0']]);
    expect(((await w.mgr.upload('/api/main/goal/reduction/import', mine)).data as Failed).failedRows[0]!.reasons).toEqual([
      'The target of 云计算事业群 is set by the level above (Fii): you can split it, not change it',
    ]);
  });

  it('keeps the goal file: uploaded, named by the save, readable where its rows are seen', async () => {
    const { fii, ccbg, longhua, zhengzhou } = w.ids;
    const up = ok<{ id: string; name: string; mime: string }>(
      await w.su.upload(`/api/main/goal/control/upload?year=2053&orgId=${fii}`, PDF, 'goal-2053.pdf'),
    );
    expect(up).toMatchObject({ name: 'goal-2053.pdf', mime: 'application/pdf' });
    const saved = ok<GoalSetOut>(await saveControl(w.su, 2053, [ctl(fii, '1000', '100'), ctl(ccbg, '600', '50')], true, { fileId: up.id }));
    expect(saved.rows.map((r) => r.fileName)).toEqual(['goal-2053.pdf', 'goal-2053.pdf']);
    expect(ok<AssignedOut>(await w.mgr.get(`/api/main/goal/control/assigned?year=2053&orgId=${ccbg}`)).assigned?.fileId).toBe(up.id);
    const got = await w.mgr.download(`/api/main/goal/file/download?id=${up.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await w.park.download(`/api/main/goal/file/download?id=${up.id}`)).json().code).toBe(1013003);

    expect((await saveControl(w.su, 2054, [ctl(longhua, '1', '1')], false, { fileId: up.id })).code).toBe(2035002);
    expect((await w.su.upload(`/api/main/goal/control/upload?year=2053&orgId=${fii}`, Buffer.from('MZ not a pdf'), 'goal.pdf')).code).toBe(
      2035003,
    );
    expect((await w.mgr.upload(`/api/main/goal/control/upload?year=2053&orgId=${zhengzhou}`, PDF, 'goal.pdf')).code).toBe(1013003);
  });
});

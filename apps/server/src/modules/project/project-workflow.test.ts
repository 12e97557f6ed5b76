import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import {
  addDraft,
  approved,
  change,
  fullBody,
  ok,
  projectWorld,
  sheet,
  uploadFile,
  URL,
  type Detail,
  type ProjectWorld,
} from './project.testing.js';

const detail = async (w: ProjectWorld, id: string) => ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${id}`));

describe.each(dbKinds())('the energy-saving project workflow on %s', (kind) => {
  let t: TestApp;
  let w: ProjectWorld;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await projectWorld(t);
  });
  afterAll(() => t.close());

  /** Owner steps from approval to acceptance. */
  async function accept(id: string, acceptanceTime = '2024-01-15') {
    ok(await change(w.engineer, id, 'procurement_completed'));
    ok(await change(w.engineer, id, 'implementation_completed'));
    return ok<Detail>(await change(w.engineer, id, 'acceptance_completed', { acceptanceTime }));
  }

  it('with Fii review: every forward step by its actor, each wrong actor and skipped step refused', async () => {
    const p = await approved(w, { localEnergyPrice: '0.5' });
    expect(p).toMatchObject({ status: 'project_approved', needsFiiReview: true });
    expect(p.allowedTransitions).toEqual([{ to: 'procurement_completed', kind: 'forward', acceptanceTime: false }]);
    // the approval's own transition, skipped steps and going back are refused
    expect((await change(w.engineer, p.id, 'implementation_completed')).code).toBe(2034002);
    expect((await change(w.engineer, p.id, 'draft')).code).toBe(2034002);
    ok(await change(w.engineer, p.id, 'procurement_completed'));
    ok(await change(w.engineer, p.id, 'implementation_completed'));
    // acceptance needs its time (spec §5)
    const noTime = await change(w.engineer, p.id, 'acceptance_completed');
    expect(noTime).toMatchObject({ code: 1012001, field: 'acceptanceTime', message: 'Acceptance time is required' });
    const accepted = ok<Detail>(await change(w.engineer, p.id, 'acceptance_completed', { acceptanceTime: '2024-01-15' }));
    expect(accepted).toMatchObject({ status: 'acceptance_completed', stage: 'supervisor_review', acceptanceTime: '2024-01-15' });
    // the owner is not the supervisor; the business group reviewer is not due yet
    expect((await change(w.engineer, p.id, 'supervisor_review_completed')).code).toBe(2034004);
    expect((await change(w.bg, p.id, 'supervisor_review_completed')).code).toBe(2034004);
    const sup = ok<Detail>(await w.supervisor.get(`${URL('detail')}?id=${p.id}`));
    expect(sup.allowedTransitions.map((x) => [x.to, x.kind])).toEqual([
      ['supervisor_review_completed', 'forward'],
      ['implementation_completed', 'reject'],
    ]);
    ok(await change(w.supervisor, p.id, 'supervisor_review_completed'));
    ok(await change(w.bg, p.id, 'business_group_review_completed'));
    // with Fii review it cannot close before Fii has reviewed
    expect((await change(w.engineer, p.id, 'closed')).code).toBe(2034002);
    expect((await change(w.engineer, p.id, 'fii_review_completed')).code).toBe(2034004);
    expect(ok<Detail>(await change(w.fii, p.id, 'fii_review_completed'))).toMatchObject({ stage: 'closure' });
    const closed = ok<Detail>(await change(w.engineer, p.id, 'closed', { opinion: 'Done' }));
    expect(closed).toMatchObject({ status: 'closed', stage: 'closure', allowedTransitions: [] });
    expect((await change(w.engineer, p.id, 'implementation_completed')).code).toBe(2034002);
    const log = (closed.statusLog as { from: string | null; to: string; opinion: string | null }[]).map((l) => `${l.from}>${l.to}`);
    expect(log).toEqual([
      'null>draft',
      'draft>project_approved',
      'project_approved>procurement_completed',
      'procurement_completed>implementation_completed',
      'implementation_completed>acceptance_completed',
      'acceptance_completed>supervisor_review_completed',
      'supervisor_review_completed>business_group_review_completed',
      'business_group_review_completed>fii_review_completed',
      'fii_review_completed>closed',
    ]);
  });

  it('without Fii review the business-group-reviewed project closes; reviewers send it back to implementation', async () => {
    const p = await approved(w);
    expect(p.needsFiiReview).toBe(false);
    await accept(p.id);
    // the supervisor rejects: back to implementation, acceptance to be done again
    const back = ok<Detail>(await change(w.supervisor, p.id, 'implementation_completed', { opinion: 'Meters missing' }));
    expect(back).toMatchObject({ status: 'implementation_completed', acceptanceTime: null });
    ok(await change(w.engineer, p.id, 'acceptance_completed', { acceptanceTime: '2024-02-01' }));
    ok(await change(w.supervisor, p.id, 'supervisor_review_completed'));
    // the business group rejects too
    ok(await change(w.bg, p.id, 'implementation_completed', { opinion: 'Redo' }));
    ok(await change(w.engineer, p.id, 'acceptance_completed', { acceptanceTime: '2024-03-01' }));
    ok(await change(w.supervisor, p.id, 'supervisor_review_completed'));
    ok(await change(w.bg, p.id, 'business_group_review_completed'));
    // no Fii stage: nobody rejects here, the owner closes
    expect((await change(w.fii, p.id, 'implementation_completed')).code).toBe(2034002);
    expect((await change(w.fii, p.id, 'fii_review_completed')).code).toBe(2034002);
    expect((await detail(w, p.id)).stage).toBe('closure');
    expect(ok<Detail>(await change(w.engineer, p.id, 'closed')).status).toBe('closed');
  });

  it('refuses a draft, a stale "from", an empty opinion and a foreign caller', async () => {
    const d = await addDraft(w.engineer, fullBody(w));
    expect((await change(w.engineer, d.id, 'project_approved')).code).toBe(2034002);
    const p = await approved(w);
    expect((await change(w.engineer, p.id, 'procurement_completed', { from: 'draft' })).code).toBe(2034003);
    expect((await change(w.engineer, p.id, 'procurement_completed', { opinion: '' })).code).toBe(1012001);
    expect((await change(w.foreign, p.id, 'procurement_completed')).code).toBe(1013003);
    ok(await change(w.engineer, p.id, 'procurement_completed', { from: 'project_approved' }));
  });

  it('files: approval material after approval, the proposal only while a draft; downloads in scope', async () => {
    const p = await approved(w);
    const material = ok<{ id: string; kind: string; name: string }>(await uploadFile(w.engineer, p.id, 'approval_material'));
    expect(material).toMatchObject({ kind: 'approval_material', name: 'approval_material.xlsx' });
    expect((await uploadFile(w.engineer, p.id, 'proposal')).code).toBe(2034005);
    const res = await w.engineer.download(`${URL('download')}?id=${material.id}`);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, await sheet())).toBe(0);
    expect((await w.foreign.download(`${URL('download')}?id=${material.id}`)).json()).toMatchObject({ code: 1013003 });
    const bad = await w.engineer.upload(`${URL('upload')}?id=${p.id}&kind=other`, Buffer.from('not a spreadsheet'), 'fake.xlsx');
    expect(bad.code).toBe(2034008);
    // a change may carry an attachment of the project
    const moved = ok<Detail>(await change(w.engineer, p.id, 'procurement_completed', { attachmentId: material.id }));
    expect((moved.statusLog as { attachmentId: string | null }[]).at(-1)!.attachmentId).toBe(material.id);
    ok(await w.engineer.post(URL('deleteAttachment'), { id: material.id }));
    expect((await w.engineer.download(`${URL('download')}?id=${material.id}`)).json()).toMatchObject({ code: 2034007 });
  });

  it('evaluates the effect month by month after acceptance and flags it under the threshold', async () => {
    const p = await approved(w);
    expect((await w.engineer.post(URL('measure'), { id: p.id, month: '2024-02', energyAfter: '70000' })).code).toBe(2034015);
    await accept(p.id, '2024-01-15');
    expect((await w.engineer.post(URL('measure'), { id: p.id, month: '2024-01', energyAfter: '70000' })).code).toBe(2034012);
    expect((await w.engineer.post(URL('measure'), { id: p.id, month: '2999-01', energyAfter: '70000' })).code).toBe(2034012);
    // 12 months of 70,000 kWh against 1,000,000 / 12 before: (1,000,000 − 840,000) × 0.0005 = 80 t of 100 estimated
    let d: Detail | undefined;
    for (let m = 2; m <= 13; m++) {
      const month = m <= 12 ? `2024-${String(m).padStart(2, '0')}` : '2025-01';
      d = ok<Detail>(await w.engineer.post(URL('measure'), { id: p.id, month, energyAfter: '70000' }));
    }
    expect(d!.effect).toMatchObject({ months: 12, complete: true, realisedReduction: '80', ratio: '0.8', flagged: false });
    // one month at 71,000: (1,000,000 − 841,000) × 0.0005 = 79.5 t: 0.795, under 0.8
    const flagged = ok<Detail>(await w.engineer.post(URL('measure'), { id: p.id, month: '2024-05', energyAfter: '71000' }));
    expect(flagged.effect).toMatchObject({ months: 12, realisedReduction: '79.5', ratio: '0.795', flagged: true });
    expect(flagged).toMatchObject({ realisationRatio: '0.795', flagged: true });
    const page = ok<{ rows: Detail[] }>(await w.engineer.get(`${URL('page')}?flagged=true&pageSize=200`));
    expect(page.rows.map((r) => r.id)).toContain(p.id);
    // the roll-up the goals read: estimated 100 t of this project, realised 79.5 t
    const roll = await t.app.services.project.effect.reductions(t.database.db, { orgIds: [Number(w.server)] });
    // (1,000,000 × 12 ÷ 12 − 841,000) × 0.0005 = 79.5 (the only project of the organisation with measurements)
    expect(roll.rows.find((r) => r.threeR === 'reduce')).toMatchObject({ orgId: Number(w.server), realised: '79.5' });
    expect(Number(roll.rows.find((r) => r.threeR === 'reduce')!.estimated) % 100).toBe(0);
    const again = ok<Detail>(await w.engineer.post(URL('deleteMeasurement'), { id: p.id, month: '2024-05' }));
    // 11 months of 70,000: (11/12 × 1,000,000 − 770,000) × 0.0005 = 73.333… t of 91.666… = 0.8
    expect(again.effect).toMatchObject({ months: 11, ratio: '0.8', flagged: false });
    expect((await w.engineer.post(URL('deleteMeasurement'), { id: p.id, month: '2024-05' })).code).toBe(2034013);
    expect((await w.foreign.post(URL('measure'), { id: p.id, month: '2024-05', energyAfter: '1' })).code).toBe(1013003);
  });

  it('a settings change moves the stored abatement cost and the flags', async () => {
    const d = await addDraft(w.engineer, fullBody(w, { name: 'Settings probe' }));
    expect(d.abatementCost!.slice(0, 14)).toBe('-317.889154245');
    const s = ok<{ version: number; lifetimes: Record<string, number> }>(await w.engineer.get(URL('settings')));
    expect(s).toMatchObject({ discountRate: '0.08', realisationThreshold: '0.8', lifetimes: { chiller: 23, solar_pv: 25, lighting: 10 } });
    expect((await w.engineer.post(URL('settingsEdit'), { discountRate: '0', realisationThreshold: '0.8', lifetimes: {} })).code).toBe(
      1013002,
    );
    // r = 0: CRF = 1/23; (500,000 / 23 − 80,000) ÷ 100 = −582.60869565217391304…
    ok(await w.su.post(URL('settingsEdit'), { discountRate: '0', realisationThreshold: '0.8', lifetimes: {}, version: s.version }));
    const after = await detail(w, d.id);
    expect(after.abatementCost!.slice(0, 15)).toBe('-582.6086956521');
    expect(after.discountRate).toBe('0');
    // a lifetime of 10 years for chillers: (500,000 × 0.1 − 80,000) ÷ 100 = −300
    ok(await w.su.post(URL('settingsEdit'), { discountRate: '0', realisationThreshold: '0.8', lifetimes: { chiller: 10 } }));
    expect(await detail(w, d.id)).toMatchObject({ abatementCost: '-300', lifetimeUsed: 10 });
    expect(
      (await w.su.post(URL('settingsEdit'), { discountRate: '0', realisationThreshold: '0.8', lifetimes: {}, version: s.version })).code,
    ).toBe(1017004);
    expect((await w.su.post(URL('settingsEdit'), { discountRate: '1', realisationThreshold: '0.8', lifetimes: {} })).field).toBe(
      'discountRate',
    );
    // back to the defaults for the other tests
    ok(await w.su.post(URL('settingsEdit'), { discountRate: '0.08', realisationThreshold: '0.8', lifetimes: { chiller: 23 } }));
  });
});

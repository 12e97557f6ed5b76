import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import {
  addDraft,
  approveAll,
  fullBody,
  ok,
  orgIdOf,
  projectWorld,
  submitted,
  uploadFile,
  URL,
  type Detail,
  type ProjectWorld,
} from './project.testing.js';

/** Spec §5 required fields with their labels in English and Chinese, as the form words them. */
const REQUIRED: [string, string, string][] = [
  ['initiatorName', 'Initiator', '发起人'],
  ['initiatorContact', 'Initiator contact', '发起人联系方式'],
  ['initiatorEmail', 'Initiator email', '发起人邮箱'],
  ['estimatedStart', 'Estimated start', '预计开始时间'],
  ['estimatedEnd', 'Estimated end', '预计结束时间'],
  ['projectType', 'Project type', '项目类型'],
  ['energyObject', 'Energy-saving object', '节能对象'],
  ['technology', 'Energy-saving technology', '节能技术'],
  ['energyType', 'Energy type', '能源类型'],
  ['technologySource', 'Technology source', '技术来源'],
  ['responsiblePerson', 'Responsible person', '项目负责人'],
  ['principle', 'Principle and measures', '原理及措施'],
  ['energyBefore', 'Energy use per year before', '改善前年能耗'],
  ['energyAfter', 'Energy use per year after', '改善后年能耗'],
  ['emissionFactor', 'Emission factor (tCO2e per energy unit)', '排放因子（tCO2e/能耗单位）'],
  ['investment', 'Investment (10k yuan)', '投资金额（万元）'],
  ['localEnergyPrice', 'Local energy price (yuan per unit)', '当地能源单价（元/能耗单位）'],
  ['benefitAnalysis', 'Benefit analysis', '效益分析'],
  ['supervisorReviewerId', 'Supervisor reviewer', '主管审核人'],
  ['businessGroupReviewerId', 'Business group reviewer', '事业群审核人'],
];

describe.each(dbKinds())('submitting an energy-saving project on %s', (kind) => {
  let t: TestApp;
  let w: ProjectWorld;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await projectWorld(t);
  });
  afterAll(() => t.close());

  /** Submits a draft of `over` (with its proposal unless told) as the engineer; the refusals in English and Chinese. */
  async function refusals(over: Record<string, unknown>, opts: { proposal?: boolean } = {}) {
    const d = await addDraft(w.engineer, fullBody(w, over));
    if (opts.proposal !== false) ok(await uploadFile(w.engineer, d.id, 'proposal'));
    return { en: await w.engineer.post(URL('submit'), { id: d.id }), zh: await w.engineerZh.post(URL('submit'), { id: d.id }) };
  }

  it.each(REQUIRED)('requires %s ("%s")', async (field, en, zh) => {
    const r = await refusals({ [field]: null }, { proposal: false });
    expect(r.en).toMatchObject({ success: false, code: 1012001, field });
    expect(r.en.message).toBe(`${en} is required`);
    expect(r.zh.message).toBe(`${zh} 不能为空`);
  });

  it('checks the e-mail address', async () => {
    const r = await refusals({ initiatorEmail: 'wang.example.com' });
    expect(r.en).toMatchObject({ code: 1012001, field: 'initiatorEmail', message: 'Initiator email is not a valid email address' });
    expect(r.zh.message).toBe('发起人邮箱 不是有效的邮箱地址');
  });

  it('energy use before may equal after only with a reduction entered by hand; less than after is refused', async () => {
    const r = await refusals({ energyBefore: '799999.9999999999' });
    expect(r.en).toMatchObject({ field: 'energyBefore', message: 'Energy use per year before must not be less than the energy use after' });
    expect(r.zh.message).toBe('改善前年能耗 不能小于改善后年能耗');
    const zero = await refusals({ energyBefore: '800000' });
    expect(zero.en).toMatchObject({ field: 'annualCarbonReduction', message: 'Annual carbon reduction must be greater than 0' });
    expect(zero.zh.message).toBe('年减碳量 必须大于 0');
    const d = await addDraft(
      w.engineer,
      fullBody(w, { energyBefore: '800000', reductionOverride: '12', reductionOverrideReason: 'Refrigerant' }),
    );
    ok(await uploadFile(w.engineer, d.id, 'proposal'));
    expect(ok<Detail>(await w.engineer.post(URL('submit'), { id: d.id })).approvalStatus).toBe('in_approval');
  });

  it('asks for the reason of a reduction entered by hand', async () => {
    const r = await refusals({ reductionOverride: '12' });
    expect(r.en).toMatchObject({ field: 'reductionOverrideReason', message: 'Reason for the reduction entered by hand is required' });
    expect(r.zh.message).toBe('手动填写减碳量的原因 不能为空');
  });

  it('an end on the start day passes; an earlier end is refused', async () => {
    const r = await refusals({ estimatedStart: '2025-06-01', estimatedEnd: '2025-05-31' });
    expect(r.en).toMatchObject({ field: 'estimatedEnd', message: 'Estimated end must not be earlier than the start' });
    expect(r.zh.message).toBe('预计结束时间 不能早于开始时间');
    const actual = await refusals({ actualStart: '2025-06-01', actualEnd: '2025-05-31' });
    expect(actual.en).toMatchObject({ field: 'actualEnd', message: 'Actual end must not be earlier than the start' });
    await submitted(w, { estimatedStart: '2025-06-01', estimatedEnd: '2025-06-01' });
  });

  it('needs a business group and a park above the implementing organisation', async () => {
    const d = await addDraft(w.su, fullBody(w, { orgId: await orgIdOf(t, 'fii-ccbg') }));
    ok(await uploadFile(w.su, d.id, 'proposal'));
    const r = await w.su.post(URL('submit'), { id: d.id });
    expect(r).toMatchObject({ field: 'orgId', message: 'Implementing organisation (BU) must lie under a business group and a park' });
  });

  it('needs the proposal file; approval material cannot be uploaded while the project is a draft', async () => {
    const r = await refusals({}, { proposal: false });
    expect(r.en).toMatchObject({ field: 'proposal', message: 'Upload the Project proposal file' });
    expect(r.zh.message).toBe('请上传项目提案文件');
    const d = await addDraft(w.engineer, fullBody(w));
    expect((await uploadFile(w.engineer, d.id, 'approval_material')).code).toBe(2034006);
    ok(await uploadFile(w.engineer, d.id, 'acceptance'));
  });

  it('Fii: a benefit just below 100,000 yuan goes without; at 100,000 the Fii reviewer is required and approves first', async () => {
    // 199,999.999998 kWh × 0.5 yuan = 99,999.999999 yuan: 9.9999999999 ten thousand yuan
    const below = await submitted(w, { energyAfter: '800000.000002', localEnergyPrice: '0.5', fiiReviewerId: null });
    expect(below).toMatchObject({ annualBenefit: '9.9999999999', needsFiiReview: false, stage: 'initiation' });
    const belowFlow = ok<{ stepLabels: string[] }>(await w.engineer.get(`${URL('approvals')}?id=${below.id}`));
    expect(belowFlow.stepLabels).toEqual(['department_supervisor', 'efficiency_officer', 'energy_saving_reviewer']);
    // 200,000 kWh × 0.5 yuan = 100,000 yuan
    const noFii = await refusals({ localEnergyPrice: '0.5', fiiReviewerId: null });
    expect(noFii.en).toMatchObject({ field: 'fiiReviewerId', message: 'Fii reviewer is required' });
    const at = await submitted(w, { localEnergyPrice: '0.5' });
    expect(at).toMatchObject({ annualBenefit: '10', needsFiiReview: true });
    const flow = ok<{ stepLabels: string[]; flows: { steps: { approverId: string }[] }[] }>(
      await w.engineer.get(`${URL('approvals')}?id=${at.id}`),
    );
    expect(flow.stepLabels).toEqual(['department_supervisor', 'efficiency_officer', 'energy_saving_reviewer', 'central_approval']);
    expect(flow.flows[0]!.steps.map((s) => s.approverId)).toEqual(
      [w.users.supervisor, w.users.bg, w.users.energy, w.users.fii].map((u) => String(u.id)),
    );
    // three agree: still waiting for Fii
    for (const api of [w.supervisor, w.bg, w.energy])
      ok(await api.post('/api/main/approval/decide', { id: at.flowId, action: 'agree', comment: 'OK' }));
    expect(ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${at.id}`))).toMatchObject({
      status: 'draft',
      approvalStatus: 'in_approval',
    });
    ok(await w.fii.post('/api/main/approval/decide', { id: at.flowId, action: 'agree', comment: 'Fii agrees' }));
    expect(ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${at.id}`))).toMatchObject({
      status: 'project_approved',
      stage: 'procurement',
      approvalStatus: 'passed',
    });
  });

  it('a rejected submission stays a draft, editable and submitted again', async () => {
    const d = await submitted(w);
    expect((await w.engineer.post(URL('edit'), { ...fullBody(w), id: d.id, version: d.version })).code).toBe(2034005);
    ok(await w.supervisor.post('/api/main/approval/decide', { id: d.flowId, action: 'reject', comment: 'No', reason: 'Costs' }));
    const rejected = ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${d.id}`));
    expect(rejected).toMatchObject({ status: 'draft', approvalStatus: 'rejected', can: { edit: true, submit: true, delete: false } });
    const edited = ok<Detail>(
      await w.engineer.post(URL('edit'), { ...fullBody(w), id: d.id, version: rejected.version, investment: '40' }),
    );
    const again = ok<Detail>(await w.engineer.post(URL('submit'), { id: d.id }));
    expect(again.approvalStatus).toBe('in_approval');
    expect(again.flowId).not.toBe(d.flowId);
    expect(edited.paybackYears).toBe('5');
    await approveAll(w, again.flowId!);
    expect(ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${d.id}`)).status).toBe('project_approved');
    expect((await w.engineer.post(URL('delete'), { ids: [d.id] })).code).toBe(2034005);
  });

  it('only the initiator views the approval progress', async () => {
    const d = await submitted(w);
    const flows = ok<{ flows: { id: string }[] }>(await w.engineer.get(`${URL('approvals')}?id=${d.id}`)).flows;
    expect(flows.map((f) => f.id)).toEqual([d.flowId]);
    expect((await w.supervisor.get(`${URL('approvals')}?id=${d.id}`)).code).toBe(2034011);
    expect((await w.su.get(`${URL('approvals')}?id=${d.id}`)).code).toBe(2034011);
    expect((await w.foreign.get(`${URL('approvals')}?id=${d.id}`)).code).toBe(1013003);
    expect(ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${d.id}`)).canViewProgress).toBe(true);
    expect(ok<Detail>(await w.supervisor.get(`${URL('detail')}?id=${d.id}`)).canViewProgress).toBe(false);
  });
});

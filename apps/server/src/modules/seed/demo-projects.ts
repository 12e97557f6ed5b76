import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { approvalContract, ATTACHMENT_TYPES, type ProjectStatusCode } from '@carbon/domain';
import type { AppInstance } from '../../app.js';
import type { Db } from '../../platform/db/database.js';
import { hasEnergyProjectNamed, orgIdByCode, usersByAccount } from './seed.repo.js';
import { asDemoUser, demoCaller, type DemoCall } from './demo-call.js';
import { DEMO_SHOWCASE } from './demo-showcase.js';

type DemoProject = {
  name: string;
  technology: string;
  before: string;
  after: string;
  investment: string;
  principle: string;
  benefitAnalysis: string;
  /** Where the seed takes it: stays a draft, or through the approval and the owner's changes up to this status. */
  target: 'draft' | 'procurement_completed' | 'acceptance_completed';
  /** Measured use (kWh a month) after acceptance, for the effect evaluation. */
  measured?: readonly { month: string; energyAfter: string }[];
};

/**
 * Demo energy-saving projects (issue 29), so the MACC, the status and the investment overviews show
 * a pipeline on a first start: three projects of the Zhengzhou legal entity, entered by the
 * administrator through the public calls. Two are submitted with a proposal and approved by the
 * Zhengzhou reviewers (`demo-showcase.ts`), each deciding its own step; then the owner reports
 * procurement (the chiller, being implemented) or procurement, implementation and acceptance with
 * three measured months (the lighting, waiting for the supervisor's post-acceptance review). The
 * compressor stays a draft. Figures are invented for the demonstration (the engine computes the
 * reductions, costs and paybacks); every project's benefit passes the Fii threshold, so Fii reviews too.
 */
export const DEMO_PROJECTS = {
  org: 'fii-iibg-zhengzhou-le1',
  /** Reviewer accounts of each approval step (DEMO_SHOWCASE.reviewers). */
  reviewers: { supervisor: 'zzSupervisor', businessGroup: 'iibgReviewer', fii: 'fiiReviewer' },
  acceptanceTime: `${DEMO_SHOWCASE.year}-09-30`,
  projects: [
    {
      name: '冷水机组磁悬浮改造（示范）',
      technology: 'chiller',
      before: '3200000',
      after: '2400000',
      investment: '180',
      principle: '以磁悬浮变频离心式冷水机组替换原螺杆式机组，部分负荷效率更高。',
      benefitAnalysis: '年节电 80 万 kWh，按 0.7 元/kWh 计年省电费约 56 万元。',
      target: 'procurement_completed',
    },
    {
      name: '厂区 LED 照明替换（示范）',
      technology: 'lighting',
      before: '900000',
      after: '520000',
      investment: '45',
      principle: '以 LED 灯具替换厂区金卤灯与荧光灯，并加装照度感应控制。',
      benefitAnalysis: '年节电 38 万 kWh，按 0.7 元/kWh 计年省电费约 26.6 万元。',
      target: 'acceptance_completed',
      measured: [
        { month: `${DEMO_SHOWCASE.year}-10`, energyAfter: '44000' },
        { month: `${DEMO_SHOWCASE.year}-11`, energyAfter: '43500' },
        { month: `${DEMO_SHOWCASE.year}-12`, energyAfter: '44500' },
      ],
    },
    {
      name: '空压机变频改造（示范）',
      technology: 'air_compressor',
      before: '1500000',
      after: '1230000',
      investment: '60',
      principle: '空压机加装变频驱动，按用气量调节转速，减少卸载空转。',
      benefitAnalysis: '年节电 27 万 kWh，按 0.7 元/kWh 计年省电费约 18.9 万元。',
      target: 'draft',
    },
  ] satisfies DemoProject[],
} as const;

/** The owner's changes after approval, in the workflow's order (domain PROJECT_TRANSITIONS), with the opinion of each. */
const OWNER_STEPS: readonly { to: ProjectStatusCode; opinion: string }[] = [
  { to: 'procurement_completed', opinion: '设备采购完成（示范）' },
  { to: 'implementation_completed', opinion: '安装调试完成（示范）' },
  { to: 'acceptance_completed', opinion: '验收通过（示范）' },
];

type Detail = { id: string; status: string; flowId: string | null };

/** Seeds the demo projects; a database that has any of them already is left as it is. */
export async function seedDemoProjects(app: AppInstance, db: Db): Promise<void> {
  const leId = await orgIdByCode(db, DEMO_PROJECTS.org);
  if (leId === undefined) throw new Error(`demo projects: no organisation ${DEMO_PROJECTS.org}`);
  const names = DEMO_PROJECTS.projects.map((p) => p.name);
  if (await hasEnergyProjectNamed(db, leId, names)) return;
  const reviewers = await reviewerIds(db);
  const call = await demoCaller(app, 'demo projects');
  for (const p of DEMO_PROJECTS.projects) {
    const d = await call<Detail>('POST', '/api/main/project/add', projectBody(p, String(leId), reviewers));
    if (p.target !== 'draft') await walk(app, call, d.id, p);
  }
}

async function reviewerIds(db: Db) {
  const { supervisor, businessGroup, fii } = DEMO_PROJECTS.reviewers;
  const rows = await usersByAccount(db, [supervisor, businessGroup, fii]);
  const idOf = (account: string) => {
    const row = rows.find((r) => r.account === account);
    if (!row) throw new Error(`demo projects: no reviewer ${account} (seedDemoReviewers first)`);
    return String(row.id);
  };
  return { supervisorReviewerId: idOf(supervisor), businessGroupReviewerId: idOf(businessGroup), fiiReviewerId: idOf(fii) };
}

function projectBody(p: DemoProject, orgId: string, reviewers: Record<string, string>) {
  return {
    name: p.name,
    orgId,
    projectType: '节能改造',
    technology: p.technology,
    energyObject: p.name,
    energyType: 'electricity',
    energyUnit: 'kWh',
    technologySource: 'external',
    threeR: 'reduce',
    responsiblePerson: '示范负责人',
    initiatorName: '示范节能专员',
    initiatorContact: '厂务部 示范节能专员',
    initiatorEmail: 'energy.demo@example.com',
    estimatedStart: `${DEMO_SHOWCASE.year}-03-01`,
    estimatedEnd: `${DEMO_SHOWCASE.year}-10-31`,
    principle: p.principle,
    benefitAnalysis: p.benefitAnalysis,
    energyBefore: p.before,
    energyAfter: p.after,
    emissionFactor: '0.0005366',
    investment: p.investment,
    localEnergyPrice: '0.7',
    ...reviewers,
  };
}

/** Proposal, submission, each reviewer's agreement, then the owner's changes up to the target and the measured months. */
async function walk(app: AppInstance, call: DemoCall & { token: string }, id: string, p: DemoProject): Promise<void> {
  const file = multipartXlsx('项目建议书（示范）.xlsx', await proposalSheet(p));
  await call('POST', `/api/main/project/upload?id=${id}&kind=proposal`, file.payload, {
    authorization: `Bearer ${call.token}`,
    'content-type': file.contentType,
  });
  const submitted = await call<Detail>('POST', '/api/main/project/submit', { id });
  await agreeEveryStep(app, call, submitted.flowId!);
  const steps = OWNER_STEPS.slice(0, OWNER_STEPS.findIndex((s) => s.to === p.target) + 1);
  let from: ProjectStatusCode = 'project_approved';
  for (const s of steps) {
    const acceptance = s.to === 'acceptance_completed' ? { acceptanceTime: DEMO_PROJECTS.acceptanceTime } : {};
    await call('POST', '/api/main/project/changeStatus', { id, from, to: s.to, opinion: s.opinion, ...acceptance });
    from = s.to;
  }
  for (const m of p.measured ?? []) await call('POST', '/api/main/project/measure', { id, ...m });
}

/** Each open step of the flow agreed by its own approver (never the submitter), as that approver. */
async function agreeEveryStep(app: AppInstance, call: DemoCall, flowId: string): Promise<void> {
  const decide = approvalContract.endpoints.decide.permission;
  for (let i = 0; i < 6; i++) {
    const flow = await call<{ status: string; currentApproverId: string | null }>('GET', `/api/main/approval/detail?id=${flowId}`);
    if (flow.status === 'passed') return;
    if (!flow.currentApproverId) throw new Error(`demo projects: approval ${flowId} is ${flow.status}`);
    await asDemoUser(app, Number(flow.currentApproverId), decide, (ctx) =>
      app.services.approval.decide(ctx, { id: flowId, action: 'agree', comment: '同意（示范）' }),
    );
  }
  throw new Error(`demo projects: approval ${flowId} did not pass`);
}

/** The proposal: a one-sheet workbook of the project's key figures. */
async function proposalSheet(p: DemoProject): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('项目建议书');
  ws.addRows([
    ['项目名称', p.name],
    ['节能原理', p.principle],
    ['改造前年用电量（kWh）', Number(p.before)],
    ['改造后年用电量（kWh）', Number(p.after)],
    ['投资额（万元）', Number(p.investment)],
    ['效益分析', p.benefitAnalysis],
    ['说明', '示范数据，仅供演示'],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart/form-data body with the one file part an upload takes. */
function multipartXlsx(filename: string, data: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----demo${crypto.randomUUID()}`;
  const part = `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${ATTACHMENT_TYPES.xlsx.mime}`;
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\n${part}\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

import { eq } from 'drizzle-orm';
import { energyProject, sysOrg } from '../../platform/db/schema/index.js';
import { DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { makeUser, type TestUser } from '../approval/testing.js';
import { buildXlsx, caller } from '../factor/testing.js';

/** Test helpers of the energy-saving projects (not used by the app). */

export const URL = (action: string) => `/api/main/project/${action}`;
export type Api = ReturnType<typeof caller>;
export type Detail = {
  id: string;
  number: string;
  version: number;
  status: string;
  stage: string;
  needsFiiReview: boolean;
  approvalStatus: string;
  flowId: string | null;
  energySaved: string | null;
  annualCarbonReduction: string | null;
  annualBenefit: string | null;
  costEffectiveness: string | null;
  paybackYears: string | null;
  paybackNotRecovered: boolean;
  abatementCost: string | null;
  acceptanceTime: string | null;
  allowedTransitions: { to: string; kind: string; acceptanceTime: boolean }[];
  effect: { months: number; ratio: string | null; flagged: boolean; complete: boolean; realisedReduction: string | null };
  [k: string]: unknown;
};

/** The data of a successful call; throws with the envelope otherwise. */
export function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
}

export const PROJECT_BUTTONS = [
  'project:add',
  'project:edit',
  'project:delete',
  'project:submit',
  'project:changeStatus',
  'project:upload',
  'project:measure',
];
const REVIEWER = ['approval:decide', 'project:changeStatus'];

export async function orgIdOf(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
  return String(row!.id);
}

/**
 * A park engineer of legal entity le1 (all project buttons), four reviewers of the cloud
 * business group (approval:decide, project:changeStatus), a foreign user of the Zhengzhou park,
 * and the super admin; each as a caller in English and Chinese.
 */
export async function projectWorld(t: TestApp) {
  const users = {
    engineer: await makeUser(t, 'fii-ccbg-longhua-le1', PROJECT_BUTTONS),
    supervisor: await makeUser(t, 'fii-ccbg-longhua', REVIEWER),
    bg: await makeUser(t, 'fii-ccbg', REVIEWER),
    energy: await makeUser(t, 'fii-ccbg', REVIEWER),
    fii: await makeUser(t, 'fii', REVIEWER),
    foreign: await makeUser(t, 'fii-iibg-zhengzhou', [...PROJECT_BUTTONS, ...REVIEWER]),
  };
  const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
  const as = (u: TestUser, lang = 'en-US') => caller(t, () => u.token, lang);
  return {
    t,
    users,
    le1: await orgIdOf(t, 'fii-ccbg-longhua-le1'),
    server: await orgIdOf(t, 'fii-ccbg-longhua-le1-server'),
    su: caller(t, () => su),
    engineer: as(users.engineer),
    engineerZh: as(users.engineer, 'zh-CN'),
    supervisor: as(users.supervisor),
    bg: as(users.bg),
    energy: as(users.energy),
    fii: as(users.fii),
    foreign: as(users.foreign),
  };
}
export type ProjectWorld = Awaited<ReturnType<typeof projectWorld>>;

let serial = 0;
/**
 * A complete project body: 1,000,000 → 800,000 kWh a year (200,000 saved), 0.0005 tCO2e/kWh
 * (100 t), 50 ten-thousand yuan, `price` yuan/kWh (0.4: 8 ten-thousand yuan a year, below Fii).
 */
export function fullBody(w: ProjectWorld, over: Record<string, unknown> = {}) {
  return {
    name: `Chiller ${++serial}`,
    orgId: w.server,
    projectType: 'retrofit',
    technology: 'chiller',
    energyObject: 'Chilled water plant',
    energyType: 'electricity',
    energyUnit: 'kWh',
    technologySource: 'external',
    threeR: 'reduce',
    responsiblePerson: 'Li Lei',
    initiatorName: 'Wang Fang',
    initiatorContact: 'Wang Fang, facilities',
    initiatorPhone: '0755-1234567',
    initiatorEmail: 'wang.fang@example.com',
    estimatedStart: '2025-01-01',
    estimatedEnd: '2025-12-31',
    principle: 'Magnetic-bearing chillers with variable-speed pumps',
    benefitAnalysis: 'Lower electricity use',
    energyBefore: '1000000',
    energyAfter: '800000',
    emissionFactor: '0.0005',
    investment: '50',
    localEnergyPrice: '0.4',
    supervisorReviewerId: String(w.users.supervisor.id),
    businessGroupReviewerId: String(w.users.bg.id),
    fiiReviewerId: String(w.users.fii.id),
    energyReviewerIds: [String(w.users.energy.id)],
    ...over,
  };
}

/**
 * A spreadsheet: a real file the content check accepts (uploaded as .xlsx). Built once: exceljs stamps the time into
 * every file it writes, so two builds a second apart differ (a download compared with a second build failed so).
 */
let built: Promise<Buffer> | undefined;
export const sheet = () => (built ??= buildXlsx(['proposal'], [['chiller retrofit']]));

export async function addDraft(api: Api, body: Record<string, unknown>): Promise<Detail> {
  return ok<Detail>(await api.post(URL('add'), body));
}

export async function uploadFile(api: Api, id: string, kind: string) {
  return api.upload(`${URL('upload')}?id=${id}&kind=${kind}`, await sheet(), `${kind}.xlsx`);
}

/** A submitted project (draft → in approval) with its proposal uploaded. */
export async function submitted(w: ProjectWorld, over: Record<string, unknown> = {}): Promise<Detail> {
  const d = await addDraft(w.engineer, fullBody(w, over));
  ok(await uploadFile(w.engineer, d.id, 'proposal'));
  return ok<Detail>(await w.engineer.post(URL('submit'), { id: d.id }));
}

/** Agrees every open step of the project's flow, each by its approver. */
export async function approveAll(w: ProjectWorld, flowId: string) {
  const byId = new Map(
    [w.supervisor, w.bg, w.energy, w.fii].map((api, i) => [[w.users.supervisor, w.users.bg, w.users.energy, w.users.fii][i]!.id, api]),
  );
  for (let i = 0; i < 6; i++) {
    const item = ok<{ status: string; currentApproverId: string | null }>(await w.engineer.get(`/api/main/approval/detail?id=${flowId}`));
    if (item.status === 'passed' || !item.currentApproverId) return;
    const api = byId.get(Number(item.currentApproverId))!;
    ok(await api.post('/api/main/approval/decide', { id: flowId, action: 'agree', comment: 'Agreed' }));
  }
}

/** An approved project (through the real approval flow). */
export async function approved(w: ProjectWorld, over: Record<string, unknown> = {}): Promise<Detail> {
  const d = await submitted(w, over);
  await approveAll(w, d.flowId!);
  return ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${d.id}`));
}

/** Moves the project by changeStatus as `api`. */
export async function change(api: Api, id: string, to: string, extra: Record<string, unknown> = {}) {
  return api.post(URL('changeStatus'), { id, to, opinion: 'OK', ...extra });
}

/** Puts a project straight into a status (set-up only; the workflow tests go through the routes). */
export async function forceStatus(t: TestApp, id: string, status: string, acceptanceTime: string | null = null) {
  await t.database.db
    .update(energyProject)
    .set({ projectStatus: status, approvalStatus: status === 'draft' ? 'not_submitted' : 'passed', acceptanceTime })
    .where(eq(energyProject.id, Number(id)));
}

import { suData } from './scope-fixtures.js';
import { judge, judgeRows } from './scope-judge.js';
import type { ListCase } from './scope-lists.js';
import { allPages, as, scopeNow, type TargetCase } from './scope-org-cases.js';

/**
 * The approval centre (issue 10): an approval item is a flow over a subject of one
 * organisation. Decided: items are shown to the people taking part (submitter, approvers,
 * the subject's initiator), whatever their scope; anyone else is told the item does not exist
 * (2031001), deciding is for the current approver only (2031002) and reassigning (and its list
 * of candidates) for the submitter of an abnormal flow (2031008). So a caller outside the organisation's scope is
 * refused with those codes, never answered; the lists hold only items of organisations in
 * scope (an approver must see the organisation when named).
 */

const GAS = { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' };
let serial = 0;

/** A task of the target submitted by the super admin to an approver other than the caller; the flow's id. */
async function flowOf(w: Parameters<TargetCase>[0]['w'], orgId: number, callerId: number): Promise<string | undefined> {
  const p = await suData<{ id: string }>(w, 'POST', 'inventoryProject/add', {
    ...{ name: `DS approval ${++serial}`, type: 'annual', year: 2025, orgId: String(orgId), deadline: '2099-12-31' },
  });
  const [task] = await suData<{ id: string }[]>(w, 'POST', 'inventoryTask/issue', {
    projectId: p.id,
    orgIds: [String(orgId)],
    inventoryWay: 'quick',
  });
  await suData(w, 'POST', 'inventoryEntry/save', { taskId: task!.id, scope: 1, input: GAS });
  const candidates = await suData<{ id: string }[]>(w, 'GET', `inventoryTask/approverCandidates?id=${task!.id}`);
  const approver = candidates.find((c) => Number(c.id) !== callerId);
  if (!approver) return undefined;
  await suData(w, 'POST', 'inventoryTask/submit', { id: task!.id, approverIds: [approver.id] });
  const history = await suData<{ id: string }[]>(w, 'GET', `inventoryTask/approvals?id=${task!.id}`);
  return history[0]!.id;
}

const PARTICIPANTS_ONLY = [2031001, 2031002, 2031008];

/** detail, decide, reassign and its candidates of a flow over the target, by a caller who takes no part in it. */
const flows: TargetCase = async (c) => {
  const id = await flowOf(c.w, c.target, c.caller.id);
  if (!id) return;
  const detail = async () => JSON.stringify(await suData(c.w, 'GET', `approval/detail?id=${id}`));
  for (const [method, path, body] of [
    ['GET', `approval/detail?id=${id}`, undefined],
    ['POST', 'approval/decide', { id, action: 'agree', comment: 'data-scope matrix' }],
    ['POST', 'approval/reassign', { id, approverId: String(c.caller.id) }],
    ['GET', `approval/candidates?id=${id}`, undefined],
  ] as const) {
    const before = await detail();
    const { route, res } = await as(c, method, path, body);
    judge(c.tally, {
      route,
      who: c.who,
      inScope: c.inScope,
      res,
      changed: !c.inScope && (await detail()) !== before,
      refusedWith: PARTICIPANTS_ONLY,
    });
  }
};

export const APPROVAL_TARGET_CASES: TargetCase[] = [flows];

/** Each view of the approval centre, and the counts: only items of organisations in scope. */
const views: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  for (const view of ['submitted', 'waiting', 'history']) {
    const { route, res, rows } = await allPages(c.w, c.caller.token, `approval/page?view=${view}`);
    const got = (rows as { id: string; orgId: string }[]).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: scope.has(Number(r.orgId)),
    }));
    judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
  }
  const { route, res } = await as({ ...c, who: c.caller.name, kind: 'own', target: 0, inScope: true }, 'GET', 'approval/counts');
  judge(c.tally, { route, who: c.caller.name, inScope: true, res });
};

export const APPROVAL_LIST_CASES: ListCase[] = [views];

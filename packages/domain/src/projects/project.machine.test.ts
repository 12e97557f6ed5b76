import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS, type ProjectStatusCode } from '../enums/projects.js';
import { DomainError } from '../errors.js';
import {
  PROJECT_TRANSITIONS,
  assertTransition,
  findTransition,
  nextStatuses,
  stageOf,
  statusesInStage,
  type ProjectActor,
} from './project.machine.js';

const ALL = PROJECT_STATUS.items.map((i) => i.code) as ProjectStatusCode[];
const roles = (...r: ProjectActor[]) => new Set(r);

describe('project transitions', () => {
  it.each([
    ['draft', 'project_approved', 'approval', 'forward'],
    ['project_approved', 'procurement_completed', 'owner', 'forward'],
    ['procurement_completed', 'implementation_completed', 'owner', 'forward'],
    ['implementation_completed', 'acceptance_completed', 'owner', 'forward'],
    ['acceptance_completed', 'supervisor_review_completed', 'supervisor', 'forward'],
    ['supervisor_review_completed', 'business_group_review_completed', 'businessGroup', 'forward'],
    ['business_group_review_completed', 'fii_review_completed', 'fii', 'forward'],
    ['fii_review_completed', 'closed', 'owner', 'forward'],
    ['acceptance_completed', 'implementation_completed', 'supervisor', 'reject'],
    ['supervisor_review_completed', 'implementation_completed', 'businessGroup', 'reject'],
    ['business_group_review_completed', 'implementation_completed', 'fii', 'reject'],
  ] as const)('with Fii review: %s → %s by %s (%s)', (from, to, actor, kind) => {
    expect(findTransition(from, to, true)).toMatchObject({ actor, kind });
  });

  it('without Fii review the business-group-reviewed project closes, and nobody rejects it there', () => {
    expect(findTransition('business_group_review_completed', 'closed', false)).toMatchObject({ actor: 'owner' });
    expect(findTransition('business_group_review_completed', 'fii_review_completed', false)).toBeUndefined();
    expect(findTransition('business_group_review_completed', 'implementation_completed', false)).toBeUndefined();
    // and with Fii review it cannot close before Fii
    expect(findTransition('business_group_review_completed', 'closed', true)).toBeUndefined();
  });

  it('asks for the acceptance time only on acceptance', () => {
    expect(PROJECT_TRANSITIONS.filter((t) => t.acceptanceTime).map((t) => t.to)).toEqual(['acceptance_completed']);
  });

  it('refuses everything else, naming both statuses', () => {
    const allowed = new Set(PROJECT_TRANSITIONS.map((t) => `${t.from}>${t.to}`));
    let refused = 0;
    for (const from of ALL)
      for (const to of ALL) {
        if (allowed.has(`${from}>${to}`)) continue;
        refused++;
        expect(() => assertTransition(from, to, true)).toThrow(DomainError);
      }
    // 9 × 9 pairs less the 12 allowed
    expect(refused).toBe(81 - 12);
    try {
      assertTransition('draft', 'closed', false, (k) => `<${k}>`);
    } catch (e) {
      expect((e as DomainError).code).toBe(2034002);
      expect((e as DomainError).params).toEqual({ from: '<enum.projectStatus.draft>', to: '<enum.projectStatus.closed>' });
    }
    // skipping a step, going back without a reviewer, leaving closed
    expect(findTransition('project_approved', 'implementation_completed', false)).toBeUndefined();
    expect(findTransition('procurement_completed', 'project_approved', false)).toBeUndefined();
    expect(findTransition('closed', 'draft', false)).toBeUndefined();
  });
});

describe('stages', () => {
  it.each([
    ['draft', 'initiation', 'initiation'],
    ['project_approved', 'procurement', 'procurement'],
    ['procurement_completed', 'implementation', 'implementation'],
    ['implementation_completed', 'acceptance', 'acceptance'],
    ['acceptance_completed', 'supervisor_review', 'supervisor_review'],
    ['supervisor_review_completed', 'business_group_review', 'business_group_review'],
    ['business_group_review_completed', 'fii_review', 'closure'],
    ['fii_review_completed', 'closure', 'closure'],
    ['closed', 'closure', 'closure'],
  ] as const)('%s is in %s (with Fii) / %s (without)', (status, withFii, withoutFii) => {
    expect(stageOf(status, true)).toBe(withFii);
    expect(stageOf(status, false)).toBe(withoutFii);
  });

  it('lists the statuses of a stage for filters', () => {
    expect(statusesInStage('fii_review')).toEqual([{ status: 'business_group_review_completed', needsFii: true }]);
    expect(statusesInStage('closure')).toEqual([
      { status: 'business_group_review_completed', needsFii: false },
      { status: 'fii_review_completed', needsFii: 'any' },
      { status: 'closed', needsFii: 'any' },
    ]);
  });
});

describe('nextStatuses (the dialog’s options)', () => {
  it('offers the owner the next step only', () => {
    const to = (status: ProjectStatusCode, needsFii: boolean, r: ProjectActor[]) =>
      nextStatuses({ status, needsFiiReview: needsFii }, roles(...r)).map((t) => t.to);
    expect(to('project_approved', false, ['owner'])).toEqual(['procurement_completed']);
    expect(to('draft', false, ['owner', 'supervisor', 'businessGroup', 'fii'])).toEqual([]);
    expect(to('acceptance_completed', false, ['owner'])).toEqual([]);
    expect(to('acceptance_completed', false, ['supervisor'])).toEqual(['supervisor_review_completed', 'implementation_completed']);
    expect(to('business_group_review_completed', true, ['owner', 'fii'])).toEqual(['fii_review_completed', 'implementation_completed']);
    expect(to('business_group_review_completed', false, ['owner', 'fii'])).toEqual(['closed']);
    expect(to('closed', true, ['owner', 'supervisor', 'businessGroup', 'fii'])).toEqual([]);
  });
});

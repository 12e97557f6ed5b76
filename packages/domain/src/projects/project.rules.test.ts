import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { projectAddRequest, projectMeasureRequest } from './project.schema.js';
import {
  assertSubmittable,
  dateOrderFails,
  decimalProblem,
  energyOrderFails,
  isDate,
  isEmail,
  positionOf,
  submissionFailures,
  type SubmissionInput,
} from './project.rules.js';

/** A project every rule accepts: saved 200,000 kWh × 0.4 yuan = 8 ten thousand yuan (below Fii). */
const complete: SubmissionInput = {
  name: 'LED retrofit',
  orgId: '5',
  projectType: 'retrofit',
  technology: 'lighting',
  energyObject: 'Workshop lights',
  energyType: 'electricity',
  technologySource: 'own',
  responsiblePerson: 'Li',
  initiatorName: 'Wang',
  initiatorContact: 'Wang Xiao',
  initiatorEmail: 'wang@example.com',
  estimatedStart: '2025-01-01',
  estimatedEnd: '2025-06-30',
  principle: 'Replace T8 tubes with LED',
  benefitAnalysis: 'Less electricity',
  energyBefore: '1000000',
  energyAfter: '800000',
  emissionFactor: '0.0005',
  investment: '20',
  localEnergyPrice: '0.4',
  supervisorReviewerId: '7',
  businessGroupReviewerId: '8',
  positioned: true,
  hasProposal: true,
};
const fields = (p: Partial<SubmissionInput>) => submissionFailures({ ...complete, ...p }).map((f) => `${f.field}:${f.key}`);

describe('number, date and e-mail formats', () => {
  it('allows at most 10 decimals: 10 pass, 11 fail', () => {
    expect(decimalProblem('1.1234567890')).toBeNull();
    expect(decimalProblem('1.12345678901')).toBe('project.rule.decimals');
    expect(decimalProblem('0')).toBeNull();
    expect(decimalProblem('-1')).toBe('project.rule.number');
    expect(decimalProblem('1e5')).toBe('project.rule.number');
    expect(decimalProblem('1.')).toBe('project.rule.number');
    expect(decimalProblem('1234567890123456')).toBe('project.rule.number');
    expect(decimalProblem('000123456789012345')).toBeNull();
  });

  it('the request schema refuses 11 decimals on a draft save, naming the rule', () => {
    const ok = projectAddRequest.safeParse({ name: 'x', orgId: '1', energyBefore: '1.1234567890' });
    expect(ok.success).toBe(true);
    const bad = projectAddRequest.safeParse({ name: 'x', orgId: '1', investment: '1.12345678901' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ['investment'], message: 'project.rule.decimals', code: 'custom' });
    expect(projectMeasureRequest.safeParse({ id: '1', month: '2025-13', energyAfter: '1' }).success).toBe(false);
  });

  it('dates exist; e-mails have one @ and a dotted domain', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2025-02-29')).toBe(false);
    expect(isDate('2025-1-01')).toBe(false);
    expect(isEmail('a.b@example.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a@@b.com')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
    expect(isEmail('@c.com')).toBe(false);
  });
});

describe('submission rules', () => {
  it('accepts a complete project', () => {
    expect(submissionFailures(complete)).toEqual([]);
    expect(() => assertSubmittable(complete)).not.toThrow();
  });

  it.each([
    'initiatorName',
    'initiatorContact',
    'initiatorEmail',
    'name',
    'estimatedStart',
    'estimatedEnd',
    'projectType',
    'energyObject',
    'technology',
    'energyType',
    'technologySource',
    'responsiblePerson',
    'principle',
    'energyBefore',
    'energyAfter',
    'emissionFactor',
    'investment',
    'localEnergyPrice',
    'benefitAnalysis',
    'supervisorReviewerId',
    'businessGroupReviewerId',
  ] as const)('requires %s', (field) => {
    expect(fields({ [field]: null })[0]).toBe(`${field}:validation.required`);
    expect(fields({ [field]: '  ' })[0]).toBe(`${field}:validation.required`);
  });

  it('energy before equal to after passes; before less than after fails', () => {
    expect(energyOrderFails('5', '5')).toBe(false);
    expect(energyOrderFails('5', '5.0000000001')).toBe(true);
    expect(fields({ energyBefore: '800000', energyAfter: '800000', reductionOverride: '1', reductionOverrideReason: 'process' })).toEqual(
      [],
    );
    expect(fields({ energyBefore: '799999', energyAfter: '800000' })).toContain('energyBefore:project.rule.energyOrder');
  });

  it('an end on the start day passes; an end before it fails (estimated and actual)', () => {
    expect(dateOrderFails('2025-03-01', '2025-03-01')).toBe(false);
    expect(fields({ estimatedStart: '2025-03-01', estimatedEnd: '2025-03-01' })).toEqual([]);
    expect(fields({ estimatedStart: '2025-03-02', estimatedEnd: '2025-03-01' })).toEqual(['estimatedEnd:project.rule.endBeforeStart']);
    expect(fields({ actualStart: '2025-03-02', actualEnd: '2025-03-01' })).toEqual(['actualEnd:project.rule.endBeforeStart']);
  });

  it('checks the e-mail, the position, the reduction, the override reason, the Fii reviewer and the proposal', () => {
    expect(fields({ initiatorEmail: 'not-an-email' })).toEqual(['initiatorEmail:project.rule.email']);
    expect(fields({ positioned: false })).toEqual(['orgId:project.rule.orgPosition']);
    expect(fields({ energyBefore: '800000', energyAfter: '800000' })).toEqual(['annualCarbonReduction:project.rule.reductionPositive']);
    expect(fields({ reductionOverride: '12' })).toEqual(['reductionOverrideReason:validation.required']);
    expect(fields({ reductionOverride: '12', reductionOverrideReason: 'refrigerant change' })).toEqual([]);
    // 200,000 kWh × 0.5 yuan = 100,000 yuan: Fii review, so its reviewer is required
    expect(fields({ localEnergyPrice: '0.5' })).toEqual(['fiiReviewerId:validation.required']);
    expect(fields({ localEnergyPrice: '0.4999999999' })).toEqual([]);
    expect(fields({ localEnergyPrice: '0.5', fiiReviewerId: '9' })).toEqual([]);
    expect(fields({ hasProposal: false })).toEqual(['proposal:project.rule.proposal']);
  });

  it('throws the first failure as 1012001 naming the field', () => {
    try {
      assertSubmittable({ ...complete, initiatorEmail: 'x', hasProposal: false });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe(1012001);
      expect((e as DomainError).field).toBe('initiatorEmail');
      expect((e as DomainError).params).toEqual({ field: 'initiatorEmail' });
    }
  });
});

describe('position from the organisation tree', () => {
  it('takes the nearest business group, park and legal entity', () => {
    const chain = [
      { id: 1, type: 'group', name: 'Fii' },
      { id: 2, type: 'business_group', name: 'CCBG' },
      { id: 3, type: 'park', name: 'Longhua' },
      { id: 4, type: 'legal_entity', name: 'LE1' },
      { id: 5, type: 'bu', name: 'Server' },
    ];
    const p = positionOf(chain);
    expect([p.businessGroup?.id, p.park?.id, p.legalPerson?.id]).toEqual([2, 3, 4]);
    expect(positionOf(chain.slice(0, 2))).toMatchObject({ park: null, legalPerson: null });
  });
});

import { describe, expect, it } from 'vitest';
import type { ApprovalDetail } from '@carbon/domain';
import { DECISION_COLOR, flowOpen, isCurrentStep, stepState } from './approval-flow';

type Status = ApprovalDetail['status'];

describe('approval flow on screen', () => {
  it('the step an open flow waits on is in process; the others by their status', () => {
    const flow = { status: 'in_progress' as Status, currentStep: 2 };
    expect(stepState(flow, { stepNo: 1, status: 'agreed' })).toBe('finish');
    expect(stepState(flow, { stepNo: 2, status: 'pending' })).toBe('process');
    expect(stepState(flow, { stepNo: 3, status: 'pending' })).toBe('wait');
    expect(stepState({ status: 'rejected' as Status, currentStep: 2 }, { stepNo: 2, status: 'rejected' })).toBe('error');
    expect(stepState({ status: 'passed' as Status, currentStep: 2 }, { stepNo: 2, status: 'pending' })).toBe('wait');
    expect(stepState(flow, { stepNo: 4, status: 'skipped' })).toBe('wait');
  });

  it('a flow waits while waiting, in progress or abnormal', () => {
    expect((['waiting', 'in_progress', 'abnormal'] as const).every((status) => flowOpen({ status }))).toBe(true);
    expect((['passed', 'rejected', 'withdrawn'] as const).some((status) => flowOpen({ status }))).toBe(false);
    expect(isCurrentStep({ status: 'abnormal' as Status, currentStep: 1 }, { stepNo: 1, status: 'pending' })).toBe(true);
    expect(DECISION_COLOR.reassign).toBe('orange');
  });
});

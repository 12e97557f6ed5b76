import type { ApprovalDetail } from '@carbon/domain';

type Flow = Pick<ApprovalDetail, 'status' | 'currentStep'>;
type Step = ApprovalDetail['steps'][number];
export type StepState = 'wait' | 'process' | 'finish' | 'error';

const STEP_STATE: Readonly<Record<string, StepState>> = { pending: 'wait', agreed: 'finish', rejected: 'error', skipped: 'wait' };

/** Timeline colours of the decisions in a flow's history (an unknown one is gray). */
export const DECISION_COLOR: Readonly<Record<string, string>> = {
  agree: 'green',
  reject: 'red',
  submit: 'blue',
  none: 'blue',
  withdraw: 'gray',
  reassign: 'orange',
};

/** Whether a flow still waits for a decision (waiting, in progress, or abnormal: its approver left). */
export const flowOpen = (flow: Pick<Flow, 'status'>): boolean =>
  flow.status === 'waiting' || flow.status === 'in_progress' || flow.status === 'abnormal';

/** Whether `step` is the one an open flow waits on. */
export const isCurrentStep = (flow: Flow, step: Pick<Step, 'stepNo' | 'status'>): boolean =>
  flowOpen(flow) && step.stepNo === flow.currentStep && step.status === 'pending';

/**
 * An approval step as antd Steps shows it (the approval centre's drawer, a project's approval
 * page): the step an open flow waits on is in process, the others by their status.
 */
export const stepState = (flow: Flow, step: Pick<Step, 'stepNo' | 'status'>): StepState =>
  isCurrentStep(flow, step) ? 'process' : (STEP_STATE[step.status] ?? 'wait');

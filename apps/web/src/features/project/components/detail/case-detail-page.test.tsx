import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataOf, ProjectDetail, projectContract } from '@carbon/domain';
import { setToken } from '../../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../../test-utils';
import { ApprovalDetailPage } from '../approval-detail-page';
import { ALL_PERMISSIONS, bodiesOf, DETAIL, loginUser } from '../test-kit';
import { CaseDetailPage } from './case-detail-page';

type Handler = Parameters<typeof mockFetch>[0];

function open(page: 'detail' | 'approvals', handler: Handler, path: string) {
  setToken('t');
  const fetch = mockFetch((p, init) => (p === '/getLoginUser' ? ok(loginUser(ALL_PERMISSIONS)) : handler(p, init)));
  renderAt(page === 'detail' ? <CaseDetailPage /> : <ApprovalDetailPage />, path);
  return fetch;
}

/**
 * Accepted in 2025-10; three months measured at 87,500 kWh against 1,200,000 ÷ 12 = 100,000 before:
 * 12,500 kWh × 0.0005 = 6.25 t a month, 18.75 t realised against 100 × 3 ÷ 12 = 25 t estimated: 75 %.
 */
const month = (m: string, n: number) => ({
  month: m,
  energyAfter: '87500',
  energySaved: '12500',
  realisedReduction: '6.25',
  cumulativeRealised: String(6.25 * n),
  cumulativeExpected: String((25 * n) / 3),
});
const MEASURED: ProjectDetail = {
  ...DETAIL,
  status: 'acceptance_completed',
  stage: 'supervisor_review',
  approvalStatus: 'passed',
  acceptanceTime: '2025-10-10',
  can: { edit: false, delete: false, submit: false, measure: true },
  statusLog: [
    {
      id: '1',
      from: 'implementation_completed',
      to: 'acceptance_completed',
      opinion: 'Accepted on site',
      acceptanceTime: '2025-10-10',
      attachmentId: null,
      actorId: '1',
      actorName: 'Zhang San',
      at: '2025-10-10T08:00:00Z',
    },
  ],
  effect: {
    months: 3,
    rows: [month('2025-11', 1), month('2025-12', 2), month('2026-01', 3)],
    realisedEnergySaved: '37500',
    realisedReduction: '18.75',
    expectedReduction: '25',
    ratio: '0.75',
    complete: false,
    flagged: true,
    threshold: '0.8',
  },
};

const stageTitles = () =>
  [...screen.getByTestId('project-stages').querySelectorAll('[data-testid^="project-stage-step-"]')].map((s) => s.textContent);

describe('CaseDetailPage', () => {
  it('shows the stages with the Fii review only when the project needs it', async () => {
    open('detail', (p) => (p === '/project/detail' ? ok({ ...DETAIL, needsFiiReview: false }) : ok(null)), '/foxconn/caseDetail?id=11');
    await screen.findByTestId('project-stages');
    expect(stageTitles()).toEqual([
      'Initiation',
      'Procurement',
      'Implementation',
      'Acceptance',
      'Supervisor review',
      'Business group review',
      'Closure',
    ]);
    expect(screen.getByTestId('project-detail-figure-costEffectiveness').textContent).toBe('4,000 yuan/tCO2e');
    expect(screen.getByTestId('project-detail-technology').textContent).toBe('Chiller');
  });

  it('shows an entered amount every place its own, marked as entered (not a figure to round, issue 25 item 8)', async () => {
    open(
      'detail',
      (p) => (p === '/project/detail' ? ok({ ...DETAIL, emissionFactor: '0.000570312', energyUnit: 'kWh' }) : ok(null)),
      '/foxconn/caseDetail?id=11',
    );
    const factor = await screen.findByTestId('project-detail-emissionFactor');
    expect(factor.textContent).toBe('0.000570312 tCO2e/kWh');
    expect(factor.querySelector('[data-as-entered]')?.textContent).toBe('0.000570312 tCO2e/kWh');
  });

  it('shows the effect evaluation: realised against estimated, flagged under the threshold, and records a month', async () => {
    const fetch = open(
      'detail',
      (p) => (p === '/project/detail' ? ok({ ...MEASURED }) : p === '/project/measure' ? ok(MEASURED) : ok(null)),
      '/foxconn/caseDetail?id=11',
    );
    expect((await screen.findByTestId('project-effect-ratio')).textContent).toContain('Realised 75% of estimated');
    expect(screen.getByTestId('project-effect-flagged').textContent).toBe(
      'Below the threshold of 80% of the estimate: the project is flagged in progress control',
    );
    expect(screen.getByTestId('project-effect-realised').textContent).toBe('18.75 tCO2e');
    expect(screen.getByTestId('project-effect-expected').textContent).toBe('25 tCO2e');
    expect(screen.getByTestId('project-effect-months').textContent).toBe('3 / 12');
    expect(stageTitles()).toContain('Fii review');
    expect(screen.getByTestId('project-status-log').textContent).toContain('Accepted on site');

    fireEvent.click(await screen.findByTestId('project-measure-edit-2026-01'));
    const input = (await screen.findByTestId('project-measure-energyAfter')) as HTMLInputElement;
    expect(input.value).toBe('87500');
    fireEvent.change(input, { target: { value: '90000.12345678901' } });
    fireEvent.click(screen.getByTestId('project-measure-ok'));
    expect(await screen.findByText('Measured energy use allows at most 10 decimal places')).toBeTruthy();
    fireEvent.change(input, { target: { value: '90000' } });
    fireEvent.click(screen.getByTestId('project-measure-ok'));
    expect(await screen.findByText('The measured energy use was saved')).toBeTruthy();
    expect(bodiesOf(fetch, '/project/measure')).toEqual([{ id: '11', month: '2026-01', energyAfter: '90000' }]);
  });

  it('says "realised 83% of estimated" without a warning above the threshold', async () => {
    const effect = { ...MEASURED.effect, ratio: '0.8333333333', flagged: false };
    open('detail', (p) => (p === '/project/detail' ? ok({ ...MEASURED, effect }) : ok(null)), '/foxconn/caseDetail?id=11');
    expect((await screen.findByTestId('project-effect-ratio')).textContent).toBe('Realised 83% of estimated');
    expect(screen.queryByTestId('project-effect-flagged')).toBeNull();
  });
});

const APPROVALS: DataOf<typeof projectContract.endpoints.approvals> = {
  stepLabels: ['department_supervisor', 'efficiency_officer', 'central_approval'],
  flows: [
    {
      id: '90',
      subjectType: 'energy_project',
      subjectId: '11',
      title: 'Chiller retrofit',
      orgId: '4',
      orgName: 'Plant A1',
      submitterId: '1',
      submitterName: 'Zhang San',
      submittedAt: '2026-01-06T00:00:00Z',
      status: 'in_progress',
      currentStep: 2,
      stepCount: 3,
      currentApproverId: '22',
      currentApproverName: 'Officer Chen',
      closedAt: null,
      link: '/foxconn/caseDetail?id=11',
      steps: [
        {
          stepNo: 1,
          approverId: '21',
          approverName: 'Supervisor Wang',
          level: null,
          namedByInitiator: false,
          status: 'agreed',
          approverInactive: false,
          decidedAt: '2026-01-07T00:00:00Z',
        },
        {
          stepNo: 2,
          approverId: '22',
          approverName: 'Officer Chen',
          level: null,
          namedByInitiator: false,
          status: 'pending',
          approverInactive: false,
          decidedAt: null,
        },
        {
          stepNo: 3,
          approverId: '23',
          approverName: 'Fii Zhao',
          level: null,
          namedByInitiator: false,
          status: 'pending',
          approverInactive: false,
          decidedAt: null,
        },
      ],
      decisions: [
        {
          id: '1',
          stepNo: 0,
          actorId: '1',
          actorName: 'Zhang San',
          decision: 'submit',
          comment: null,
          reason: null,
          at: '2026-01-06T00:00:00Z',
        },
        {
          id: '2',
          stepNo: 1,
          actorId: '21',
          actorName: 'Supervisor Wang',
          decision: 'agree',
          comment: 'Worth doing',
          reason: null,
          at: '2026-01-07T00:00:00Z',
        },
      ],
      can: { decide: false, withdraw: false, reassign: false },
    },
  ],
};

describe('ApprovalDetailPage', () => {
  it('labels the steps applicant, department supervisor, efficiency officer, central approval, with the opinions', async () => {
    open('approvals', (p) => (p === '/project/approvals' ? ok(APPROVALS) : ok(null)), '/foxconn/ApprovalDetail?id=11');
    await screen.findByTestId('approval-flow-90');
    const label = (n: number) => screen.getByTestId(`approval-step-label-${n}-90`).textContent;
    expect([0, 1, 2, 3].map(label)).toEqual([
      'Applicant',
      'Department supervisor',
      'Park/business group efficiency officer',
      'Central approval',
    ]);
    expect(screen.getByTestId('approval-flow-status-90').textContent).toBe('In progress');
    expect(screen.getByTestId('approval-decision-2').textContent).toContain('Opinion: Worth doing');
  });

  it("shows the server's refusal to anyone but the initiator", async () => {
    open(
      'approvals',
      (p) => (p === '/project/approvals' ? fail(2034011, 'Only the project initiator can view the approval progress') : ok(null)),
      '/foxconn/ApprovalDetail?id=11',
    );
    await waitFor(() =>
      expect(screen.getByTestId('approval-detail-refused').textContent).toContain(
        'Only the project initiator can view the approval progress',
      ),
    );
  });
});

import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../../test-utils';
import {
  ALL_PERMISSIONS,
  bodiesOf,
  chooseOption,
  chooseTreeNode,
  DETAIL,
  loginUser,
  ORG_TREE,
  pickDate,
  queriesOf,
  SETTINGS,
  type,
} from '../test-kit';
import { ProjectFormDrawer } from './project-form-drawer';
import { FakeXhr } from '../../../../components/fake-xhr';

type Handler = Parameters<typeof mockFetch>[0];

const FACTOR = { emissionFactor: '0.0005', unit: 'kWh', factorId: '77', version: '2025.1', source: 'China grid average' };
const PEOPLE = [
  { id: '21', name: 'Supervisor Wang', account: 'wang', orgName: 'Park A', level: 'org_senior_supervisor' },
  { id: '22', name: 'Officer Chen', account: 'chen', orgName: 'BG A', level: 'business_group_owner' },
];

function serve(extra: Handler = () => ok(null)) {
  return mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(ALL_PERMISSIONS));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/project/settings') return ok(SETTINGS);
    if (path === '/project/reviewerCandidates') return ok(PEOPLE);
    if (path === '/project/defaultFactor') return ok(FACTOR);
    return extra(path, init);
  });
}

function Host({ id }: { id?: string }) {
  const [open, setOpen] = useState(true);
  return open ? <ProjectFormDrawer open projectId={id} onClose={() => setOpen(false)} /> : <div data-testid="closed" />;
}

function open(extra?: Handler, id?: string) {
  setToken('t');
  const fetch = serve(extra);
  renderAt(<Host id={id} />);
  return fetch;
}

const figure = (name: string) => screen.getByTestId(`project-figure-${name}`).textContent;
const errorOf = (field: string) =>
  screen.getByTestId(`project-field-${field}`).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('ProjectFormDrawer figures', () => {
  it('computes the automatic figures with their units as the user types (values worked by hand)', async () => {
    open();
    await screen.findByTestId('project-form');
    await chooseOption('project-field-technology', 'Chiller');
    await chooseOption('project-field-energyType', 'Electricity');
    await waitFor(() => expect((screen.getByTestId('project-field-energyUnit') as HTMLInputElement).value).toBe('kWh'));
    type('project-field-energyBefore', '1200000');
    type('project-field-energyAfter', '1000000');
    type('project-field-emissionFactor', '0.0005');
    type('project-field-investment', '40');
    type('project-field-localEnergyPrice', '0.8');
    // saved 200,000 kWh; × 0.0005 = 100 t; benefit 200,000 × 0.8 ÷ 10,000 = 16; 400,000 ÷ 100 = 4,000; 40 ÷ 16 = 2.5
    await waitFor(() => expect(figure('energySaved')).toBe('200,000 kWh'));
    expect(figure('annualCarbonReduction')).toBe('100 tCO2e');
    expect(figure('annualBenefit')).toBe('16 10k yuan');
    expect(figure('costEffectiveness')).toBe('4,000 yuan/tCO2e');
    expect(figure('paybackYears')).toBe('2.5 years');
    // CRF(8 %, 23 y) = 0.0963…: (400,000 × CRF − 160,000) ÷ 100 = −1,214.3113 (a chiller lives 23 years in the settings)
    expect(figure('abatementCost')).toBe('-1,214.3113 yuan/tCO2e');
    expect(figure('basis')).toBe('Discount rate 8%, lifetime 23 years');
    expect(figure('fii')).toBe('Required (benefit of 100,000 yuan or more)');
    expect(screen.getByTestId('project-fii-hint').textContent).toContain('Required');

    // the project's own lifetime: CRF(8 %, 10 y) = 0.149029…: (59,611.795 − 160,000) ÷ 100 = −1,003.882
    fireEvent.change(screen.getByTestId('project-field-lifetimeYears'), { target: { value: '10' } });
    await waitFor(() => expect(figure('abatementCost')).toBe('-1,003.882 yuan/tCO2e'));
    expect(figure('basis')).toBe('Discount rate 8%, lifetime 10 years');
  });

  it('asks for Fii review from a benefit of exactly 10 (100,000 yuan), never recovers a loss, and takes a reduction by hand', async () => {
    open();
    await screen.findByTestId('project-form');
    await chooseOption('project-field-energyType', 'Electricity');
    type('project-field-energyBefore', '1200000');
    type('project-field-energyAfter', '1000000');
    type('project-field-emissionFactor', '0.0005');
    type('project-field-investment', '40');
    // 200,000 × 0.4999 ÷ 10,000 = 9.998 < 10: no Fii review; payback 40 ÷ 9.998 = 4.0008
    type('project-field-localEnergyPrice', '0.4999');
    await waitFor(() => expect(figure('annualBenefit')).toBe('9.998 10k yuan'));
    expect(figure('fii')).toBe('Not required');
    expect(figure('paybackYears')).toBe('4.0008 years');
    // exactly 10 (100,000 yuan): Fii reviews
    type('project-field-localEnergyPrice', '0.5');
    await waitFor(() => expect(figure('fii')).toBe('Required (benefit of 100,000 yuan or more)'));

    // using more after than before: a negative saving, never recovered, and the rule under the field
    type('project-field-energyAfter', '1300000');
    await waitFor(() => expect(figure('paybackYears')).toBe('Not recovered'));
    expect(figure('energySaved')).toBe('-100,000 kWh');
    await waitFor(() => expect(errorOf('energyBefore')).toBe('Energy use per year before must not be less than the energy use after'));

    // a non-energy project: the reduction by hand replaces energy saved × factor
    type('project-field-energyAfter', '1000000');
    fireEvent.click(screen.getByTestId('project-field-override'));
    await screen.findByTestId('project-field-reductionOverride');
    type('project-field-reductionOverride', '50');
    await waitFor(() => expect(figure('annualCarbonReduction')).toBe('50 tCO2e'));
    expect(figure('costEffectiveness')).toBe('8,000 yuan/tCO2e');
  });
});

describe('ProjectFormDrawer rules and saving', () => {
  it('defaults the emission factor from the library, refuses 11 decimals and an end before the start, then saves a draft', async () => {
    const fetch = open((path) => (path === '/project/add' ? ok(DETAIL) : ok(null)));
    await screen.findByTestId('project-form');
    type('project-field-name', ' Chiller retrofit ');
    await chooseTreeNode('project-field-orgId', 'Plant A1');
    await chooseOption('project-field-energyType', 'Electricity');
    await waitFor(() => expect((screen.getByTestId('project-field-emissionFactor') as HTMLInputElement).value).toBe('0.0005'));
    expect(queriesOf(fetch, '/project/defaultFactor').at(-1)).toEqual({ energyType: 'electricity', orgId: '4' });
    expect(screen.getByTestId('project-factor-source').textContent).toBe('From the factor library: China grid average (version 2025.1)');

    type('project-field-investment', '1.12345678901');
    pickDate('project-field-estimatedStart', '2026-05-01');
    pickDate('project-field-estimatedEnd', '2026-04-30');
    fireEvent.click(screen.getByTestId('project-form-save'));
    await waitFor(() => expect(errorOf('investment')).toBe('Investment (10k yuan) allows at most 10 decimal places'));
    expect(errorOf('estimatedEnd')).toBe('Estimated end must not be earlier than the start');
    expect(bodiesOf(fetch, '/project/add')).toHaveLength(0);

    type('project-field-investment', '1.1234567890');
    pickDate('project-field-estimatedEnd', '2026-05-01');
    fireEvent.click(screen.getByTestId('project-form-save'));
    expect(await screen.findByText('The project was saved as a draft')).toBeTruthy();
    const [body] = bodiesOf(fetch, '/project/add');
    expect(body).toMatchObject({
      name: 'Chiller retrofit',
      orgId: '4',
      energyType: 'electricity',
      energyUnit: 'kWh',
      emissionFactor: '0.0005',
      emissionFactorSource: { factorId: '77', version: '2025.1' },
      investment: '1.1234567890',
      estimatedStart: '2026-05-01',
      estimatedEnd: '2026-05-01',
      reductionOverride: null,
      energyReviewerIds: [],
    });
    // the drawer stays open on the saved draft: its proposal can be uploaded now, the approval material not while a draft
    expect(await screen.findByText('Edit energy-saving project EP2026000011')).toBeTruthy();
    expect((screen.getByTestId('project-upload-proposal') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('project-upload-approval_material') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('project-upload-approval_material-reason').textContent).toBe(
      'Project-approval material cannot be uploaded while the project is a draft',
    );
  });

  it('a typed emission factor drops the library source', async () => {
    open();
    await screen.findByTestId('project-form');
    await chooseTreeNode('project-field-orgId', 'Plant A1');
    await chooseOption('project-field-energyType', 'Electricity');
    await waitFor(() => expect(screen.getByTestId('project-factor-source').textContent).toContain('China grid average'));
    type('project-field-emissionFactor', '0.00058');
    await waitFor(() => expect(screen.getByTestId('project-factor-source').textContent).not.toContain('China grid average'));
  });

  it('a field refused by its rule on submit is also a toast (the field may be out of sight), and nothing is sent', async () => {
    const fetch = open();
    await screen.findByTestId('project-form');
    type('project-field-name', 'Chiller retrofit');
    await chooseTreeNode('project-field-orgId', 'Plant A1');
    type('project-field-initiatorEmail', 'not-an-address');
    fireEvent.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(document.querySelector('.ant-message-notice')?.textContent).toContain('Initiator email'));
    await waitFor(() => expect(errorOf('initiatorEmail')).toBe(document.querySelector('.ant-message-notice')?.textContent));
    expect(bodiesOf(fetch, '/project/add')).toHaveLength(0);
    expect(bodiesOf(fetch, '/project/submit')).toHaveLength(0);
  });

  it('names every missing field on submit, asks for the proposal, and sends nothing', async () => {
    const fetch = open();
    await screen.findByTestId('project-form');
    type('project-field-name', 'Chiller retrofit');
    await chooseTreeNode('project-field-orgId', 'Plant A1');
    fireEvent.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(errorOf('initiatorName')).toBe('Initiator is required'));
    expect(errorOf('initiatorEmail')).toBe('Initiator email is required');
    expect(errorOf('supervisorReviewerId')).toBe('Supervisor reviewer is required');
    expect(errorOf('energyBefore')).toBe('Energy use per year before is required');
    expect(screen.getByTestId('project-form-problems').textContent).toBe('Upload the Project proposal file');
    expect(bodiesOf(fetch, '/project/add')).toHaveLength(0);
    expect(bodiesOf(fetch, '/project/submit')).toHaveLength(0);
  });
});

describe('ProjectFormDrawer submission', () => {
  it('waits for the proposal upload, then saves with the lock version and submits', async () => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const proposal = {
      id: '501',
      kind: 'proposal',
      name: 'proposal.pdf',
      size: 2048,
      mime: 'application/pdf',
      createdBy: '1',
      createdAt: '2026-01-06T00:00:00Z',
    };
    let uploaded = false;
    const fetch = open((path) => {
      if (path === '/project/detail') return ok({ ...DETAIL, attachments: uploaded ? [proposal] : [] });
      if (path === '/project/edit') return ok({ ...DETAIL, version: 3 });
      if (path === '/project/submit') return ok({ ...DETAIL, approvalStatus: 'in_approval' });
      return ok(null);
    }, '11');
    await screen.findByTestId('project-form');
    expect((screen.getByTestId('project-field-name') as HTMLInputElement).value).toBe('Chiller retrofit');

    fireEvent.change(screen.getByTestId('project-upload-proposal-file'), {
      target: { files: [new File(['%PDF-1.4'], 'proposal.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]!.url).toBe('/api/main/project/upload?id=11&kind=proposal');
    expect(await screen.findByTestId('project-form-waiting')).toBeTruthy();
    expect((screen.getByTestId('project-form-submit') as HTMLButtonElement).disabled).toBe(true);

    uploaded = true;
    act(() => FakeXhr.all[0]!.finish(proposal));
    await waitFor(() => expect((screen.getByTestId('project-form-submit') as HTMLButtonElement).disabled).toBe(false));
    await screen.findByTestId('project-attachment-501');
    fireEvent.click(screen.getByTestId('project-form-submit'));
    expect(await screen.findByText('The project was submitted for approval')).toBeTruthy();
    expect(bodiesOf(fetch, '/project/edit')[0]).toMatchObject({
      id: '11',
      version: 2,
      name: 'Chiller retrofit',
      supervisorReviewerId: '21',
    });
    expect(bodiesOf(fetch, '/project/submit')).toEqual([{ id: '11' }]);
    expect(await screen.findByTestId('closed')).toBeTruthy();
  });
});

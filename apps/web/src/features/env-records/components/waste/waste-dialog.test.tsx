import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../../test-utils';
import {
  bodiesOf,
  chooseOption,
  chooseTreeNode,
  errorOf,
  FACTORS,
  loginUser,
  OIL,
  ORG_TREE,
  page,
  pickDate,
  type,
  WASTE,
} from '../test-kit';
import { EnvWastePage } from './env-waste-page';

function open(permissions = ['envWaste:add', 'envWaste:edit', 'envWaste:delete']) {
  setToken('t');
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok(loginUser(permissions));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/envWaste/page') return ok(page([WASTE]));
    if (path === '/envWaste/detail') return ok(WASTE);
    if (path === '/envWaste/factors') return ok(FACTORS);
    if (path === '/wasteCatalogue/page') return ok(page([OIL]));
    if (path === '/envWaste/add') return ok({ ...WASTE, id: '72' });
    if (path === '/envWaste/edit') return ok(WASTE);
    return ok(null);
  });
  renderAt(<EnvWastePage />);
  return fetch;
}

const submit = () => fireEvent.click(screen.getByTestId('waste-submit'));
const QUANTITY_RULE = 'Quantity (t) must be a number above 0 with at most 12 integer digits and 6 decimals';

describe('the waste record dialog', () => {
  it('refuses a quantity that is zero, negative, not a number or has more than 6 decimals, naming the field', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByTestId('waste-add'));
    await screen.findByTestId('waste-form');
    for (const bad of ['0', '0.000', '-1', '1,5', '1.1234567']) {
      // a valid quantity first (6 decimals is a gram), so each refusal is this value's
      type('waste-quantity', '0.000001');
      await waitFor(() => expect(errorOf('waste-quantity')).toBe(''));
      type('waste-quantity', bad);
      submit();
      await waitFor(() => expect(errorOf('waste-quantity')).toBe(QUANTITY_RULE));
    }
    expect(bodiesOf(fetch, '/envWaste/add')).toHaveLength(0);
  });

  it('needs the organisation, waste and disposal method, then sends the month as year and month and the quantity as typed', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByTestId('waste-add'));
    await screen.findByTestId('waste-form');
    submit();
    await waitFor(() => expect(errorOf('waste-catalogueId')).toBe('Please enter Waste'));
    expect(errorOf('waste-disposalMethod')).toBe('Please enter Disposal method');

    await chooseTreeNode('waste-orgId', 'Plant A1');
    pickDate('waste-period', '2026-03');
    await chooseOption('waste-catalogueId', '900-249-08 Waste mineral oil from other production');
    // the chosen entry's catalogue, category and source industry
    const facts = (await screen.findByTestId('waste-entry-facts')).textContent ?? '';
    expect(facts).toContain('Hazardous waste catalogue');
    expect(facts).toContain('HW08 Waste mineral oil and oily waste');
    expect(facts).toContain('Source industry: Non-specific industry');
    type('waste-quantity', ' 2.5 ');
    await chooseOption('waste-disposalMethod', 'Incineration without energy recovery');
    type('waste-receiver', ' Licensed Disposal Co. ');
    submit();
    await waitFor(() => expect(bodiesOf(fetch, '/envWaste/add')).toHaveLength(1));
    expect(bodiesOf(fetch, '/envWaste/add')[0]).toEqual({
      orgId: '4',
      year: 2026,
      month: 3,
      catalogueId: '61',
      quantity: '2.5',
      disposalMethod: 7,
      receiver: 'Licensed Disposal Co.',
      remark: '',
    });
  });

  it('says when the chosen disposal method has no emission factor mapped', async () => {
    open();
    fireEvent.click(await screen.findByTestId('waste-add'));
    await screen.findByTestId('waste-form');
    await chooseOption('waste-disposalMethod', 'Landfill');
    expect((await screen.findByTestId('waste-method-unmapped')).textContent).toContain('No emission factor is mapped');
    await chooseOption('waste-disposalMethod', 'Waste-to-energy incineration');
    await waitFor(() => expect(screen.queryByTestId('waste-method-unmapped')).toBeNull());
  });

  it('edits a record with its version, the waste shown by code and name before any search', async () => {
    const fetch = open();
    fireEvent.click(await screen.findByTestId('waste-edit-71'));
    await screen.findByTestId('waste-form');
    expect(screen.getByTestId('waste-catalogueId').textContent).toContain('900-249-08 Waste mineral oil from other production');
    expect(screen.getByTestId('waste-disposalMethod').textContent).toContain('Incineration without energy recovery');
    type('waste-quantity', '3.75');
    submit();
    await waitFor(() => expect(bodiesOf(fetch, '/envWaste/edit')).toHaveLength(1));
    expect(bodiesOf(fetch, '/envWaste/edit')[0]).toMatchObject({
      id: '71',
      version: 3,
      year: 2026,
      month: 3,
      quantity: '3.75',
      disposalMethod: 7,
    });
  });

  it('shows the disposal method and catalogue by their labels in the list, never their codes', async () => {
    open([]);
    expect((await screen.findByTestId('waste-method-71')).textContent).toBe('Incineration without energy recovery');
    expect(screen.getByTestId('waste-quantity-71').textContent).toBe('2.5');
    expect(screen.queryByTestId('waste-add')).toBeNull();
    expect(screen.queryByTestId('waste-edit-71')).toBeNull();
  });
});

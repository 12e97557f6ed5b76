import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermitRow } from '@carbon/domain';
import { setToken } from '../../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../../test-utils';
import { bodiesOf, chooseTreeNode, errorOf, loginUser, ORG_TREE, page, PERMIT, pickDate, type } from '../test-kit';
import { ApplyPage } from './apply-page';
import { EnvPermitPage } from './env-permit-page';

const ALL = ['envPermit:add', 'envPermit:edit', 'envPermit:delete', 'envPermit:status'];

function open(rows: PermitRow[], permissions = ALL) {
  setToken('t');
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(permissions));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/envPermit/page') return ok(page(rows));
    if (path === '/envPermit/detail') return ok(rows[0]);
    if (path === '/envPermit/files') return ok([]);
    if (path === '/envPermit/status') return ok({ ...rows[0], constructionStatus: JSON.parse(String(init?.body)).to });
    if (path === '/envPermit/add') return ok({ ...PERMIT, ...JSON.parse(String(init?.body)), constructionStatus: 1 });
    return ok(null);
  });
  return fetch;
}

/** The construction statuses the dialog offers, by label. */
const offered = () =>
  within(screen.getByTestId('permit-status-to'))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent);

describe('the construction status change', () => {
  it('offers planned → under construction or cancelled only, and sends the move with the version and note', async () => {
    const fetch = open([PERMIT]);
    renderAt(<EnvPermitPage />);
    fireEvent.click(await screen.findByTestId('permit-status-81'));
    expect((await screen.findByTestId('permit-status-from')).textContent).toBe('Planned');
    expect(offered()).toEqual(['Under construction', 'Cancelled']);
    fireEvent.click(screen.getByTestId('permit-status-submit'));
    await waitFor(() => expect(errorOf('permit-status-to')).toBe('Please choose the new construction status'));

    fireEvent.click(within(screen.getByTestId('permit-status-to')).getByText('Under construction'));
    type('permit-status-note', ' Site work began ');
    fireEvent.click(screen.getByTestId('permit-status-submit'));
    expect(await screen.findByText('The construction status is now “Under construction”')).toBeTruthy();
    expect(bodiesOf(fetch, '/envPermit/status')).toEqual([{ id: '81', version: 2, to: 2, note: 'Site work began' }]);
  });

  it('from completion debugging offers acceptance (with its date, required), back to construction, or cancelling', async () => {
    const fetch = open([{ ...PERMIT, constructionStatus: 3 }]);
    renderAt(<EnvPermitPage />);
    fireEvent.click(await screen.findByTestId('permit-status-81'));
    await screen.findByTestId('permit-status-to');
    expect(offered()).toEqual(['Accepted', 'Under construction', 'Cancelled']);
    fireEvent.click(within(screen.getByTestId('permit-status-to')).getByText('Accepted'));
    fireEvent.click(screen.getByTestId('permit-status-submit'));
    await waitFor(() => expect(errorOf('permit-status-date')).toBe('Moving to "accepted" needs the acceptance date'));
    expect(bodiesOf(fetch, '/envPermit/status')).toHaveLength(0);
    pickDate('permit-status-date', '2026-09-30');
    fireEvent.click(screen.getByTestId('permit-status-submit'));
    await waitFor(() =>
      expect(bodiesOf(fetch, '/envPermit/status')).toEqual([{ id: '81', version: 2, to: 4, note: '', date: '2026-09-30' }]),
    );
  });

  it('offers no status change for an accepted or cancelled project', async () => {
    open([{ ...PERMIT, constructionStatus: 4 }]);
    renderAt(<EnvPermitPage />);
    expect((await screen.findByTestId('permit-construction-81')).textContent).toBe('Accepted');
    expect(screen.getByTestId('permit-edit-81')).toBeTruthy();
    expect(screen.queryByTestId('permit-status-81')).toBeNull();
  });
});

describe('the EIA project form', () => {
  it('refuses an approval date before the application date, in the server’s words; the same day is allowed', async () => {
    const fetch = open([PERMIT]);
    renderAt(<EnvPermitPage />);
    fireEvent.click(await screen.findByTestId('permit-add'));
    await screen.findByTestId('permit-form');
    pickDate('permit-applicationDate', '2026-05-01');
    pickDate('permit-approvalDate', '2026-04-30');
    await waitFor(() => expect(errorOf('permit-approvalDate')).toBe('Approval date must not be earlier than Application date'));
    pickDate('permit-plannedStart', '2026-06-01');
    pickDate('permit-plannedEnd', '2026-05-31');
    await waitFor(() => expect(errorOf('permit-plannedEnd')).toBe('Planned completion must not be earlier than Planned start'));
    fireEvent.click(screen.getByTestId('permit-submit'));
    pickDate('permit-approvalDate', '2026-05-01');
    await waitFor(() => expect(errorOf('permit-approvalDate')).toBe(''));
    expect(bodiesOf(fetch, '/envPermit/add')).toHaveLength(0);
  });
});

describe('/apply', () => {
  it('files an application (planned) and shows what was filed, linking to it among the EIA projects', async () => {
    const fetch = open([PERMIT]);
    renderAt(<ApplyPage />, '/apply');
    await screen.findByTestId('apply-page');
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(errorOf('apply-name')).toBe('Please enter Project name'));
    expect(errorOf('apply-orgId')).toBe('Please enter Organisation');

    await chooseTreeNode('apply-orgId', 'Plant A1');
    type('apply-name', ' Coating line expansion ');
    pickDate('apply-applicationDate', '2026-02-01');
    fireEvent.click(screen.getByTestId('apply-submit'));
    const summary = await screen.findByTestId('apply-done-summary');
    expect(summary.textContent).toBe('Coating line expansion (Plant A1) · Apply · Report table · Planned');
    expect(bodiesOf(fetch, '/envPermit/add')).toEqual([
      {
        orgId: '4',
        name: 'Coating line expansion',
        applicationType: 0,
        reportForm: 2,
        approvalNumber: '',
        approvalAuthority: '',
        contact: '',
        remark: '',
        applicationDate: '2026-02-01',
      },
    ]);
    expect(screen.getByTestId('apply-view').getAttribute('href')).toBe('/environment/envPermit?id=81');
    fireEvent.click(screen.getByTestId('apply-again'));
    expect(((await screen.findByTestId('apply-name')) as HTMLInputElement).value).toBe('');
  });
});

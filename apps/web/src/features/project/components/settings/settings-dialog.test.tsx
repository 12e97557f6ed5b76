import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../../../lib/session';
import { fail, mockFetch, ok, renderAt, renderRoutes } from '../../../../test-utils';
import { ProjectListPage } from '../list/project-list-page';
import { ALL_PERMISSIONS, bodiesOf, loginUser, ORG_TREE, queriesOf, ROW, type } from '../test-kit';
import { SettingsDialog } from './settings-dialog';

type Handler = Parameters<typeof mockFetch>[0];

/** As stored: 8 %, 80 %, the seeded lifetimes except lighting, which an administrator set to 12 years. */
const STORED = {
  discountRate: '0.08',
  realisationThreshold: '0.8',
  lifetimes: {
    chiller: 23,
    boiler: 24,
    pump: 20,
    fan: 25,
    motor_vfd: 18,
    heat_recovery: 24,
    cooling_tower: 20,
    lighting: 12,
    solar_pv: 25,
    air_compressor: 10,
    insulation: 10,
    other: 10,
  },
  version: 3,
};

function open(onEdit: Handler = () => ok(STORED), read: () => unknown = () => STORED) {
  setToken('t');
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser([...ALL_PERMISSIONS, 'project:settings']));
    if (path === '/project/settings') return ok(read());
    if (path === '/project/settingsEdit') return onEdit(path, init);
    return ok(null);
  });
  const onClose = vi.fn();
  renderAt(<SettingsDialog open onClose={onClose} />);
  return { fetch, onClose };
}

const valueOf = (testId: string) =>
  (screen.getByTestId(testId).querySelector('input') ?? (screen.getByTestId(testId) as HTMLInputElement)).value;
const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
const loaded = () => screen.findByTestId('settings-discountRate');

describe('SettingsDialog', () => {
  it('shows the shares as percentages and every technology by its label with its lifetime', async () => {
    open();
    await loaded();
    expect(valueOf('settings-discountRate')).toBe('8');
    expect(valueOf('settings-realisationThreshold')).toBe('80');
    expect(screen.getByTestId('settings-technology-chiller').textContent).toBe('Chiller');
    expect(screen.getByTestId('settings-technology-motor_vfd').textContent).toBe('Motor / variable-frequency drive');
    expect(screen.getByTestId('settings-technology-solar_pv').textContent).toBe('Solar PV');
    expect(valueOf('settings-lifetime-chiller')).toBe('23');
    expect(valueOf('settings-lifetime-lighting')).toBe('12');
    // the seeded default next to the stored value: ASHRAE's 10-year fallback for lighting
    expect(screen.getByTestId('settings-default-lighting').textContent).toBe('10');
    expect(screen.getByTestId('settings-lifetimes').querySelectorAll('tbody tr')).toHaveLength(12);
    expect(screen.getByTestId('settings-lifetimes').textContent).not.toContain('motor_vfd');
    expect(screen.getByTestId('settings-explain').textContent).toContain('recomputes the abatement cost of every project');
  });

  it('sends the edited rate and lifetime as the contract expects and closes', async () => {
    const { fetch, onClose } = open();
    await loaded();
    type('settings-discountRate', '6.5');
    type('settings-lifetime-chiller', '20');
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText("The settings were saved and every project's abatement cost recomputed")).toBeTruthy();
    // 6.5 % = 0.065; 80 % = 0.8; every technology sent, chillers now 20 years; the version read
    expect(bodiesOf(fetch, '/project/settingsEdit')).toEqual([
      {
        discountRate: '0.065',
        realisationThreshold: '0.8',
        lifetimes: { ...STORED.lifetimes, chiller: 20 },
        version: 3,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses what the contract refuses, in percent, and sends nothing', async () => {
    const { fetch } = open();
    await loaded();
    type('settings-discountRate', '100');
    type('settings-realisationThreshold', '0');
    type('settings-lifetime-chiller', '0');
    type('settings-lifetime-boiler', '101');
    type('settings-lifetime-pump', '12.5');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(errorOf('settings-discountRate')).toBe('Discount rate must be less than 100%'));
    await waitFor(() =>
      expect(errorOf('settings-realisationThreshold')).toBe('Realisation threshold must be greater than 0% and at most 100%'),
    );
    await waitFor(() => expect(errorOf('settings-lifetime-chiller')).toBe('Lifetime of Chiller must not be less than 1'));
    await waitFor(() => expect(errorOf('settings-lifetime-boiler')).toBe('Lifetime of Boiler must not be greater than 100'));
    await waitFor(() => expect(errorOf('settings-lifetime-pump')).toBe('Lifetime of Pump must be a whole number'));

    // 8.123456789 % is 0.08123456789, eleven decimals: the contract allows ten
    type('settings-discountRate', '8.123456789');
    type('settings-realisationThreshold', 'eighty');
    await waitFor(() => expect(errorOf('settings-discountRate')).toBe('Discount rate allows at most 8 decimal places as a percentage'));
    await waitFor(() => expect(errorOf('settings-realisationThreshold')).toBe('Realisation threshold must be a number of at least 0'));
    expect(bodiesOf(fetch, '/project/settingsEdit')).toHaveLength(0);
  });

  it("shows the server's refusal and, after a concurrent change, reloads the stored values", async () => {
    let stored = STORED;
    const { fetch, onClose } = open(
      () => fail(1017004, 'The data was changed by someone else; reload and try again'),
      () => stored,
    );
    await loaded();
    type('settings-realisationThreshold', '75');
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findByTestId('settings-error')).textContent).toBe(
      'The settings were not saved: The data was changed by someone else; reload and try again',
    );
    expect(bodiesOf(fetch, '/project/settingsEdit')).toEqual([
      { discountRate: '0.08', realisationThreshold: '0.75', lifetimes: STORED.lifetimes, version: 3 },
    ]);
    expect(onClose).not.toHaveBeenCalled();

    stored = { ...STORED, discountRate: '0.1', version: 4 };
    const reads = queriesOf(fetch, '/project/settings').length;
    fireEvent.click(screen.getByTestId('settings-reload'));
    await waitFor(() => expect(valueOf('settings-discountRate')).toBe('10'));
    expect(queriesOf(fetch, '/project/settings').length).toBe(reads + 1);
    expect(valueOf('settings-realisationThreshold')).toBe('80');
    expect(screen.queryByTestId('settings-error')).toBeNull();
  });

  it("puts the server's message under the field it names", async () => {
    open(() => fail(1012001, 'Default lifetimes by technology: Chiller must not be greater than 100', 'lifetimes.chiller'));
    await loaded();
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() =>
      expect(errorOf('settings-lifetime-chiller')).toBe('Default lifetimes by technology: Chiller must not be greater than 100'),
    );
  });
});

describe('the Settings button of the project list', () => {
  function list(permissions: string[]) {
    setToken('t');
    mockFetch((path) => {
      if (path === '/getLoginUser') return ok(loginUser(permissions));
      if (path === '/sysOrg/tree') return ok(ORG_TREE);
      if (path === '/project/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [ROW] });
      if (path === '/project/settings') return ok(STORED);
      return ok(null);
    });
    renderRoutes([{ path: '/p', element: <ProjectListPage /> }], '/p');
  }

  it('opens the settings for a holder of project:settings', async () => {
    list([...ALL_PERMISSIONS, 'project:settings']);
    fireEvent.click(await screen.findByTestId('project-settings'));
    await loaded();
    expect(valueOf('settings-discountRate')).toBe('8');
    fireEvent.click(screen.getByTestId('settings-cancel'));
    await waitFor(() => expect(screen.queryByTestId('settings-discountRate')).toBeNull());
  });

  it('is not there without the permission', async () => {
    list(ALL_PERMISSIONS);
    await screen.findByTestId('project-status-11');
    expect(screen.queryByTestId('project-settings')).toBeNull();
  });
});

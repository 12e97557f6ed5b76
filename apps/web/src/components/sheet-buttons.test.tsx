import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { exchangeRateContract } from '@carbon/domain';
import { setToken } from '../lib/session';
import { mockFetch, ok, renderAt } from '../test-utils';
import { useSheetButtons } from './sheet-buttons';

afterEach(() => vi.unstubAllGlobals());

const api = exchangeRateContract.endpoints;

function Toolbar() {
  const buttons = useSheetButtons({ prefix: 'rate', api, templateName: 'rates-template.xlsx', exportName: 'rates.xlsx' });
  return <div data-testid="toolbar">{buttons}</div>;
}

/** Signed in with `permissions`. */
function signedIn(permissions: string[]) {
  setToken('t');
  mockFetch((path) =>
    path === '/getLoginUser' ? ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] }) : ok(null),
  );
}

describe('useSheetButtons', () => {
  it('shows import and export to a caller granted both', async () => {
    signedIn(['exchangeRate:import', 'exchangeRate:export']);
    renderAt(<Toolbar />);
    expect(await screen.findByTestId('rate-import')).toBeTruthy();
    expect(screen.getByTestId('rate-export')).toBeTruthy();
  });

  it('shows only what the caller is granted', async () => {
    signedIn(['exchangeRate:export']);
    renderAt(<Toolbar />);
    expect(await screen.findByTestId('rate-export')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('rate-import')).toBeNull());
  });
});

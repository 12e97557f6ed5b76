import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { clearToken, setToken } from '../../../lib/session';
import { cockpitWithMap } from './cockpit-page';

const Cockpit = cockpitWithMap(() => null);

describe('CockpitPage', () => {
  afterEach(() => clearToken());

  it('reads the signed-in user beside the figures, not after them (issue 25: settling time)', async () => {
    setToken('t');
    const asked: string[] = [];
    mockFetch((path) => {
      asked.push(path);
      // the figures are refused, so the screen's tools never show: the user's grants are asked for all the same
      if (path === '/display/cockpit') return fail(1014001, 'refused');
      return ok(null);
    });
    renderRoutes([{ path: '/cockpit', element: <Cockpit /> }], '/cockpit');
    await screen.findByTestId('cockpit-page');
    await waitFor(() => expect(asked).toContain('/getLoginUser'));
    expect(asked).toContain('/display/cockpit');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';
import { ParkMapPage } from './park-map-page';

describe('ParkMapPage', () => {
  it('has a way back to the app (issue 25)', async () => {
    mockFetch(() => ok({ points: [], customMaps: [] }));
    renderRoutes(
      [
        { path: '/map', element: <ParkMapPage /> },
        { path: '/', element: <div data-testid="home">home</div> },
      ],
      '/map',
    );
    fireEvent.click(await screen.findByTestId('park-map-back'));
    await waitFor(() => expect(screen.getByTestId('home')).toBeTruthy());
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { bodiesOf } from './fill-fixtures';
import { OffsetsCard } from './offsets-card';

const ROW = {
  id: '3',
  taskId: '41',
  name: 'Forest credits',
  standard: 'ccer',
  serialNumber: null,
  vintage: 2023,
  tco2e: '120.5',
  version: 1,
};

describe('OffsetsCard', () => {
  it('lists the offsets with their standard labelled and adds one, refusing a malformed amount', async () => {
    const fetch = mockFetch((path) =>
      path === '/inventoryOffset/list' ? ok([ROW]) : path === '/inventoryOffset/save' ? ok({ ...ROW, id: '4' }) : ok(null),
    );
    renderAt(<OffsetsCard taskId="41" editable />);
    const card = await screen.findByTestId('offsets');
    await waitFor(() => expect(card.textContent).toContain('Forest credits'));
    expect(card.textContent).toContain('120.5');
    expect(card.textContent).not.toContain('ccer');

    fireEvent.click(screen.getByTestId('offset-add'));
    fireEvent.change(await screen.findByTestId('offset-name'), { target: { value: 'Solar VCS' } });
    const standard = screen.getByTestId('offset-standard');
    fireEvent.mouseDown(standard.querySelector('.ant-select-selector') ?? standard);
    fireEvent.click(await screen.findByTitle('VCS'));
    fireEvent.change(screen.getByTestId('offset-tco2e'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('offset-ok'));
    expect(await screen.findByText('The offset amount must be a number of at least 0 with at most 10 decimals')).toBeTruthy();
    fireEvent.change(screen.getByTestId('offset-tco2e'), { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('offset-ok'));
    await waitFor(() =>
      expect(bodiesOf(fetch, '/inventoryOffset/save')).toEqual([{ taskId: '41', name: 'Solar VCS', standard: 'vcs', tco2e: '40' }]),
    );
  });
});

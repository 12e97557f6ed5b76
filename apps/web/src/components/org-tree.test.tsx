import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ActionType } from '@ant-design/pro-components';
import { setToken } from '../lib/session';
import { mockFetch, ok, renderAt } from '../test-utils';
import { OrgTreeLayout } from './org-tree';

const TREE = [{ id: '4', parentId: '0', title: 'Plant A1', value: '4', weight: 100, children: [] }];

describe('OrgTreeLayout', () => {
  it('puts the tree beside the table; a pick filters and takes the table back to its first page', async () => {
    setToken('t');
    mockFetch((path) => (path.startsWith('/sysOrg/tree') ? ok(TREE) : ok(null)));
    const reloadAndRest = vi.fn();
    const table = { current: { reloadAndRest } as unknown as ActionType };
    const onSelect = vi.fn();
    renderAt(
      <OrgTreeLayout pageTestId="page" title="Organisations" testId="tree" selected={undefined} onSelect={onSelect} table={table}>
        <div data-testid="table" />
      </OrgTreeLayout>,
    );
    const page = screen.getByTestId('page');
    expect(page.textContent).toContain('Organisations');
    expect(page.contains(screen.getByTestId('table'))).toBe(true);
    fireEvent.click(await screen.findByTestId('tree-node-4'));
    expect(onSelect).toHaveBeenCalledWith('4');
    expect(reloadAndRest).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../lib/session';
import { mockFetch, ok, renderAt } from '../test-utils';
import { orgColumns } from './org-columns';

type Row = { id: string; orgId: string; orgName: string };

describe('orgColumns', () => {
  it('searches the organisation in the tree and shows it by name', () => {
    const [search, shown] = orgColumns<Row>('Organisation', 'x-search-org');
    expect(search).toMatchObject({ title: 'Organisation', dataIndex: 'orgId', hideInTable: true });
    expect(shown).toMatchObject({ title: 'Organisation', dataIndex: 'orgName', search: false, ellipsis: true });
    setToken('t');
    mockFetch(() => ok([]));
    const picker = search?.renderFormItem?.(undefined as never, undefined as never, undefined as never);
    renderAt(<>{picker}</>);
    expect(screen.getByTestId('x-search-org')).toBeTruthy();
  });
});

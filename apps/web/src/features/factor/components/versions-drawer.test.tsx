import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FactorRow } from '@carbon/domain';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { formatDateTime } from '../../../lib/format';
import { FACTOR_ROW } from './factor-fixtures';
import { VersionsDrawer } from './versions-drawer';

const ROW: FactorRow = {
  ...FACTOR_ROW,
  validFrom: null,
  validTo: '2026-05-19',
  version: 2,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2026-05-20T01:02:03.000Z',
};
const V2: FactorRow = { ...ROW, id: '8', factorVersion: 'V2', value: '0.00011', validFrom: '2026-05-20', validTo: null };

describe('VersionsDrawer (issue 9: version timestamps are formatted)', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'] as const)('shows updated-at in the %s format, never the raw ISO text', async (locale) => {
    mockFetch((path) => (path === '/factor/versions' ? ok([ROW, V2]) : ok(null)));
    renderAt(<VersionsDrawer code="HEAT-1" onClose={() => undefined} />, '/', locale);
    const table = await screen.findByTestId('factor-versions-table');
    const cell = await within(table).findAllByText(formatDateTime(ROW.updatedAt, { locale }));
    expect(cell.length).toBe(2);
    expect(table.textContent).not.toContain('2026-05-20T01:02:03');
    expect(formatDateTime(ROW.updatedAt, { locale })).toMatch(/2026/);
  });
});

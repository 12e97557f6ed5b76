import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { DETAIL } from './report-fixtures';
import { ReportHeader } from './report-header';

function show(detail: typeof DETAIL, locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('t');
  mockFetch((p) => (p === '/getLoginUser' ? ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] }) : ok(null)));
  renderAt(<ReportHeader detail={detail} onShowVersion={() => undefined} />, '/', locale);
}

describe('report header: the divestment rule of a consolidated report (issue 26 item 5)', () => {
  it('states the rule the figures applied beside the approach', async () => {
    show({ ...DETAIL, divestmentRule: 'pro-rata' });
    expect((await screen.findByTestId('report-divestment')).textContent).toBe('Pro-rated by days (GHG Protocol ch. 5)');
    expect(screen.getByText('Holding changes within the period')).toBeTruthy();
    expect(screen.getByTestId('report-boundary').textContent).toBe('Equity share');
  });

  it('the period-end rule, in Chinese', async () => {
    show({ ...DETAIL, divestmentRule: 'period-end' }, 'zh-CN');
    expect((await screen.findByTestId('report-divestment')).textContent).toBe('按期末有效的边界记录计算全期');
  });

  it('says nothing for figures generated before the rule was recorded', async () => {
    show({ ...DETAIL, divestmentRule: undefined });
    await screen.findByTestId('report-boundary');
    expect(screen.queryByTestId('report-divestment')).toBeNull();
  });

  it('nor for a single task report (no consolidation)', async () => {
    show({ ...DETAIL, kind: 'task', divestmentRule: 'pro-rata' });
    await screen.findByTestId('report-boundary');
    expect(screen.queryByTestId('report-divestment')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportDetail } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderRoutes } from '../../../test-utils';
import { DERIVATIONS, DETAIL, PUBLISHABLE } from './report-fixtures';
import { ReportPage } from './report-page';

const ALL = ['report:generate', 'report:edit', 'report:publish', 'report:export'];
const loginUser = (permissions: string[]) => ({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });

type Handler = Parameters<typeof mockFetch>[0];

function open(
  detail: ReportDetail | (() => ReturnType<typeof ok>),
  extra: Handler = () => ok(null),
  permissions = ALL,
  path = '/carbonButler/report?id=900',
) {
  setToken('t');
  const spy = mockFetch((p, init) => {
    if (p === '/getLoginUser') return ok(loginUser(permissions));
    if (p === '/report/detail') return typeof detail === 'function' ? detail() : ok(detail);
    if (p === '/report/derivation') {
      const call = spy.mock.calls.at(-1)!;
      const figure = new URL(String(call[0]), 'http://localhost').searchParams.get('figure') ?? '';
      const d = DERIVATIONS[figure];
      return d ? ok(d) : fail(2033001, 'The report does not exist');
    }
    return extra(p, init);
  });
  const view = renderRoutes([{ path: '/carbonButler/report', element: <ReportPage /> }], path);
  return { spy, ...view };
}

const queries = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams);
const bodies = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .filter(([u]) => String(u).split('?')[0]!.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

// jsdom has no canvas: the chart measures its labels without one (ECharts estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('ReportPage', () => {
  it('shows the totals, and a click on a figure opens its derivation with its parts, which drill into their own', async () => {
    const { spy } = open(DETAIL);
    await screen.findByTestId('report-page');
    // Rounded for display (four decimals, grouped), the exact decimal in the title.
    const total = screen.getByTestId('figure-total');
    expect(total.textContent).toBe('84.8318');
    expect(total.getAttribute('title')).toBe('84.83175');
    expect(screen.getByTestId('figure-scope2Market').textContent).toBe('0.45');
    expect(screen.getByTestId('figure-category:6').textContent).toBe('0.1');
    expect(screen.getByTestId('figure-line:302').textContent).toBe('28.0773');
    expect(screen.getByTestId('figure-gas:CH4').textContent).toBe('0.042');
    expect(screen.getByTestId('report-biogenic').textContent).toBe('1.25');
    expect(screen.getByTestId('report-offsets').textContent).toBe('5');
    expect(screen.getByTestId('report-quality').textContent).toBe('3.4 · Level 3');

    fireEvent.click(total);
    const drawer = await screen.findByTestId('derivation-drawer');
    await waitFor(() => expect(within(drawer).getByTestId('derivation-value').textContent).toBe('84.8318 tCO2e'));
    expect(queries(spy, '/report/derivation')[0]?.get('figure')).toBe('total');
    expect(queries(spy, '/report/derivation')[0]?.get('versionNo')).toBe('0');
    const parts = within(drawer).getByTestId('derivation-parts');
    expect(within(parts).getByTestId('derivation-part-scope1').textContent).toBe('Scope 1');
    expect(within(parts).getByTestId('derivation-part-scope2Location').textContent).toBe('Scope 2 (location-based)');
    expect(within(parts).getByTestId('derivation-part-scope3').textContent).toBe('Scope 3');

    // A part opens its own derivation: the entities, then the entries behind it with their explanation.
    fireEvent.click(within(parts).getByTestId('derivation-part-scope1'));
    await waitFor(() => expect(within(drawer).getByTestId('derivation-value').textContent).toBe('84.2318 tCO2e'));
    expect(within(drawer).getByTestId('derivation-part-line:302').textContent).toBe('Joint Venture Co');
    const row = within(drawer).getByTestId('derivation-entry-502');
    expect(row.textContent).toContain('Joint Venture Co');
    expect(row.textContent).toContain('Scope 1');
    expect(row.textContent).toContain('50%');
    expect(row.textContent).toContain('NG-CN · 2024.1');
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    expect((await within(drawer).findByTestId('derivation-explanation-502-formula')).textContent).toContain('E = AD');
    expect(within(drawer).getByTestId('derivation-explanation-502-gwp-set').textContent).toBe('AR5');
    // Back to the total through the trail.
    fireEvent.click(within(drawer).getByTestId('derivation-back-0'));
    await waitFor(() => expect(within(drawer).getByTestId('derivation-value').textContent).toBe('84.8318 tCO2e'));
  });

  it('opens the market-based total like the others: scope 1, scope 2 market-based and scope 3', async () => {
    const { spy } = open(DETAIL);
    await screen.findByTestId('report-page');
    const market = screen.getByTestId('figure-totalMarket');
    expect(market.textContent).toBe('84.7818');
    fireEvent.click(market);
    const drawer = await screen.findByTestId('derivation-drawer');
    await waitFor(() => expect(within(drawer).getByTestId('derivation-value').textContent).toBe('84.7818 tCO2e'));
    expect(queries(spy, '/report/derivation')[0]?.get('figure')).toBe('totalMarket');
    expect(within(drawer).getByTestId('derivation-trail').textContent).toBe('Total emissions (market-based)');
    const parts = within(drawer).getByTestId('derivation-parts');
    expect(within(parts).getByTestId('derivation-part-scope1').textContent).toBe('Scope 1');
    expect(within(parts).getByTestId('derivation-part-scope2Market').textContent).toBe('Scope 2 (market-based)');
    expect(within(parts).getByTestId('derivation-part-scope3').textContent).toBe('Scope 3');
  });

  it('disables Publish while tasks are unapproved, naming them', async () => {
    open(DETAIL);
    await screen.findByTestId('report-page');
    expect((await screen.findByTestId('report-publish')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('report-publish-blocked').textContent).toBe(
      'Publishing needs every included task approved; not yet approved: Longhua Entity One 2025, Joint Venture Co 2025',
    );
  });

  it('publishes an approved draft and shows the new version', async () => {
    const published: ReportDetail = {
      ...PUBLISHABLE,
      status: 'published',
      publishedVersion: 1,
      versionNo: 1,
      versions: [{ versionNo: 1, publishedAt: '2026-02-02T08:00:00Z', publishedBy: '1', publishedByName: 'Carbon team' }],
    };
    let publishedYet = false;
    const { spy, router } = open(
      () => ok(publishedYet ? published : PUBLISHABLE),
      (p) => {
        if (p !== '/report/publish') return ok(null);
        publishedYet = true;
        return ok(published);
      },
    );
    await screen.findByTestId('report-page');
    fireEvent.click(await screen.findByTestId('report-publish'));
    expect(screen.queryByTestId('report-publish-blocked')).toBeNull();
    fireEvent.click(await screen.findByTestId('report-publish-ok'));
    await waitFor(() => expect(screen.getByTestId('report-status').textContent).toBe('Published v1'));
    expect(bodies(spy, '/report/publish')).toEqual([{ id: '900' }]);
    expect(router.state.location.search).toContain('versionNo=1');
  });

  it('saves the texts with the version it started from, and on a conflict shows the message with Reload', async () => {
    let reads = 0;
    const { spy } = open(
      () => {
        reads += 1;
        return ok(reads === 1 ? DETAIL : { ...DETAIL, version: 5, texts: { ...DETAIL.texts, introduction: 'Their words' } });
      },
      (p) => (p === '/report/edit' ? fail(1017004, 'Someone else changed this record; reload and try again') : ok(null)),
    );
    await screen.findByTestId('report-page');
    const save = await screen.findByTestId('report-texts-save');
    fireEvent.change(screen.getByTestId('report-text-introduction'), { target: { value: 'Our words' } });
    fireEvent.click(save);
    expect((await screen.findByTestId('report-texts-conflict')).textContent).toBe('Someone else changed this record; reload and try again');
    const [sent] = bodies(spy, '/report/edit');
    expect(sent?.id).toBe('900');
    expect(sent?.version).toBe(4);
    expect((sent?.texts as Record<string, string>).introduction).toBe('Our words');
    expect((sent?.texts as Record<string, string>).responsiblePerson).toBe('Li Lei');
    // Nothing is overwritten silently: Reload shows the other user's words.
    fireEvent.click(screen.getByTestId('report-texts-reload'));
    await waitFor(() => expect((screen.getByTestId('report-text-introduction') as HTMLTextAreaElement).value).toBe('Their words'));
    expect(screen.queryByTestId('report-texts-conflict')).toBeNull();
  });

  it('shows every code by its label: template, boundary, relationships, reasons, gases (no raw codes)', async () => {
    open(DETAIL);
    await screen.findByTestId('report-page');
    expect(screen.getByTestId('report-template').textContent).toBe('GHG template');
    expect(screen.getByTestId('report-status').textContent).toBe('Draft');
    expect(screen.getByTestId('report-kind').textContent).toBe('Consolidated report');
    expect(screen.getByTestId('report-boundary').textContent).toBe('Equity share');
    const jv = screen.getByTestId('report-lines-row-302');
    expect(jv.textContent).toContain('Joint venture (jointly controlled)');
    expect(screen.getByTestId('line-reason-302').textContent).toBe('Included at the equity share of 50%');
    expect(screen.getByTestId('gas-name-CO2e').textContent).toBe('CO2e (not split by gas)');
    expect(screen.getByTestId('category-row-6').textContent).toContain('Business travel');
    expect(screen.getByTestId('category-excluded-15').textContent).toBe('Category 15: No investments held');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\b(joint-venture|subsidiary|iso14064|equity-share|ghg|calc\.consolidation|enum\.|report\.figure)\b/);
  });

  it('shows "Exporting report......" while the PDF downloads, for the version shown', async () => {
    let release: (r: Response) => void = () => undefined;
    const { spy } = open(DETAIL);
    await screen.findByTestId('report-export-pdf');
    spy.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    fireEvent.click(await screen.findByTestId('report-export-pdf'));
    expect((await screen.findByTestId('report-exporting')).textContent).toBe('Exporting report......');
    const url = new URL(String(spy.mock.calls.at(-1)![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/main/report/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '900', format: 'pdf', versionNo: '0' });
    // jsdom has no object URLs and no navigation; saving the file is the browser's business.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => undefined;
      },
    );
    release(new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    expect(await screen.findByText('Exported successfully')).toBeTruthy();
    expect(screen.queryByTestId('report-exporting')).toBeNull();
  });

  it('compares two published versions figure by figure, the changed ones highlighted', async () => {
    const versions = [1, 2].map((n) => ({
      versionNo: n,
      publishedAt: `2026-02-0${n}T08:00:00Z`,
      publishedBy: '1',
      publishedByName: 'Carbon team',
    }));
    const { spy } = open({ ...DETAIL, publishedVersion: 2, versionNo: 2, versions }, (p) =>
      p === '/report/diff'
        ? ok([
            { figure: 'scope1', labelKey: 'report.figure.scope1', label: 'scope1', from: '84.23175', to: '84.23175', change: '0' },
            { figure: 'category:6', labelKey: 'enum.scope3Category.businessTravel', label: '6', from: '0.1', to: '0.35', change: '0.25' },
            { figure: 'gas:CO2e', labelKey: null, label: 'CO2e', from: '0.6', to: '0.5', change: '-0.1' },
          ])
        : ok(null),
    );
    fireEvent.click(await screen.findByTestId('report-diff-open'));
    const table = await screen.findByTestId('report-diff-table');
    expect(queries(spy, '/report/diff').map((q) => Object.fromEntries(q))).toEqual([{ id: '900', from: '1', to: '2' }]);
    const same = within(table).getByTestId('diff-row-scope1');
    expect(same.getAttribute('data-changed')).toBe('false');
    const travel = within(table).getByTestId('diff-row-category:6');
    expect(travel.getAttribute('data-changed')).toBe('true');
    expect(travel.textContent).toBe('6 Business travel0.10.35+0.25');
    expect(within(table).getByTestId('diff-row-gas:CO2e').textContent).toBe('CO2e (not split by gas)0.60.5-0.1');
  });

  it('hides the actions the user may not take', async () => {
    const { spy } = open(DETAIL, undefined, []);
    await screen.findByTestId('report-page');
    await waitFor(() => expect(spy.mock.calls.some(([u]) => String(u).includes('/getLoginUser'))).toBe(true));
    await screen.findByTestId('report-diff-open');
    expect(screen.queryByTestId('report-publish')).toBeNull();
    expect(screen.queryByTestId('report-refresh')).toBeNull();
    expect(screen.queryByTestId('report-export-pdf')).toBeNull();
    expect(screen.queryByTestId('report-texts-save')).toBeNull();
  });

  it('warns that a draft is stale, with when its inputs changed, and refreshes it from the warning', async () => {
    const stale: ReportDetail = { ...DETAIL, stale: true, inputsChangedAt: '2026-02-03T09:30:00Z' };
    let refreshed = false;
    const { spy } = open(
      () => ok(refreshed ? { ...DETAIL, generatedAt: '2026-02-04T08:00:00Z' } : stale),
      (p) => {
        if (p !== '/report/refresh') return ok(null);
        refreshed = true;
        return ok({ ...DETAIL, generatedAt: '2026-02-04T08:00:00Z' });
      },
    );
    const warning = await screen.findByTestId('report-stale');
    expect(warning.textContent).toContain('changed since');
    expect(warning.textContent).toMatch(/02\/03\/2026/);
    fireEvent.click(await screen.findByTestId('report-stale-refresh'));
    await waitFor(() => expect(screen.queryByTestId('report-stale')).toBeNull());
    expect(bodies(spy, '/report/refresh')).toEqual([{ id: '900' }]);
  });

  it('says nothing of staleness on a published version', async () => {
    const published: ReportDetail = { ...PUBLISHABLE, status: 'published', publishedVersion: 1, versionNo: 1, stale: false };
    open(published, undefined, ALL, '/carbonButler/report?id=900&versionNo=1');
    await screen.findByTestId('report-page');
    expect(screen.queryByTestId('report-stale')).toBeNull();
  });

  it('shows the stale warning without the refresh button to a reader without report:edit', async () => {
    const { spy } = open({ ...DETAIL, stale: true, inputsChangedAt: '2026-02-03T09:30:00Z' }, undefined, ['report:export']);
    await waitFor(() => expect(spy.mock.calls.some(([u]) => String(u).includes('/getLoginUser'))).toBe(true));
    const warning = await screen.findByTestId('report-stale');
    expect(within(warning).queryByTestId('report-stale-refresh')).toBeNull();
  });
});

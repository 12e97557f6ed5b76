import type { ReactElement } from 'react';
import type { Locale } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderRoutes } from '../../../test-utils';

type Reply = ReturnType<typeof ok>;
const TREE = [
  {
    id: '200',
    parentId: '0',
    title: 'Cloud BG',
    value: '200',
    weight: 1,
    children: [{ id: '210', parentId: '200', title: 'Park North', value: '210', weight: 1, children: [] }],
  },
];

/**
 * Renders an overview page at `path` (its route `route`) beside a stub of the project detail,
 * the server answering `endpoint` with `reply` and the signed-in user holding `permissions`.
 */
export function openOverview(opts: {
  route: string;
  path: string;
  page: ReactElement;
  endpoint: string;
  reply: () => Reply;
  permissions?: string[];
  locale?: Locale;
}) {
  setToken('t');
  const spy = mockFetch((p) => {
    if (p === '/getLoginUser')
      return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: opts.permissions ?? [], menus: [] });
    if (p === '/sysOrg/tree') return ok(TREE);
    if (p === opts.endpoint) return opts.reply();
    return ok(null);
  });
  const view = renderRoutes(
    [
      { path: opts.route, element: opts.page },
      { path: '/foxconn/caseDetail', element: <div data-testid="case-stub" /> },
    ],
    opts.path,
    opts.locale,
  );
  return { spy, ...view };
}

/** The query strings of the calls made to `path`, in order. */
export const queriesTo = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams);

/** The text of each cell of a row. */
export const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

import type { mockFetch } from '../../../test-utils';
export { openSelect, chooseOption, chooseTreeNode, pickDate, bodiesOf, loginUser } from '../../../components/antd-test-kit';

/**
 * Test helpers of the inventory list pages (projects, tasks, templates): choosing in antd
 * selects, tree selects and date pickers as a user does, and reading what was sent.
 */

type Spy = ReturnType<typeof mockFetch>;

/** The titles of the nodes the open TreeSelect offers. */
export const treeTitles = (): string[] =>
  [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((n) => n.getAttribute('title') ?? '');

/** The query strings of the GETs to `path`, oldest first. */
export const queriesOf = (spy: Spy, path: string): URLSearchParams[] =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams);

/** A small organisation tree: Group › BG A › Entity A1, and Group › BG B. */
export const ORG_TREE = [
  {
    id: '1',
    parentId: '0',
    title: 'Group',
    value: '1',
    weight: 1,
    children: [
      {
        id: '2',
        parentId: '1',
        title: 'BG A',
        value: '2',
        weight: 1,
        children: [{ id: '4', parentId: '2', title: 'Entity A1', value: '4', weight: 1, children: [] }],
      },
      { id: '3', parentId: '1', title: 'BG B', value: '3', weight: 2, children: [] },
    ],
  },
];

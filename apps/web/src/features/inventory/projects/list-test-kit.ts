import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { mockFetch } from '../../../test-utils';

/**
 * Test helpers of the inventory list pages (projects, tasks, templates): choosing in antd
 * selects, tree selects and date pickers as a user does, and reading what was sent.
 */

type Spy = ReturnType<typeof mockFetch>;

const inputOf = (testId: string): HTMLElement => {
  const root = screen.getByTestId(testId);
  return root.querySelector('input') ?? root;
};

/** Opens the antd Select (or TreeSelect) marked `testId`. */
export function openSelect(testId: string): void {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
}

/** Picks the option titled `label` in the antd Select marked `testId`. */
export async function chooseOption(testId: string, label: string): Promise<void> {
  openSelect(testId);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === label);
    if (!found) throw new Error(`no option "${label}"`);
    return found;
  });
  fireEvent.click(option);
}

/** Picks the node titled `title` in the antd TreeSelect marked `testId`. */
export async function chooseTreeNode(testId: string, title: string): Promise<void> {
  openSelect(testId);
  const node = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find(
      (n) => n.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no tree node "${title}"`);
    return found;
  });
  fireEvent.click(node);
}

/** The titles of the nodes the open TreeSelect offers. */
export const treeTitles = (): string[] =>
  [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((n) => n.getAttribute('title') ?? '');

/** Types a date into the antd DatePicker marked `testId` and commits it with Enter. */
export function pickDate(testId: string, value: string): void {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** The JSON bodies POSTed to `path`. */
export const bodiesOf = (spy: Spy, path: string): Record<string, unknown>[] =>
  spy.mock.calls
    .filter(([url]) => String(url).split('?')[0]!.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The query strings of the GETs to `path`, oldest first. */
export const queriesOf = (spy: Spy, path: string): URLSearchParams[] =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => u.searchParams);

/** The signed-in user of the mocked server, holding `permissions`. */
export const loginUser = (permissions: string[], id = '1') => ({ id, account: 'u', name: 'U', adminType: 2, permissions, menus: [] });

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

import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { mockFetch } from '../test-utils';

/**
 * Test helpers shared by the features' component tests: typing and choosing in antd controls as a
 * user does, reading the form's errors, and reading what was sent to the mocked server.
 */

type Spy = ReturnType<typeof mockFetch>;

/** The input (or text area) of the control marked `testId`, or the element itself. */
const inputOf = (testId: string): HTMLElement => {
  const root = screen.getByTestId(testId);
  return root.querySelector('input') ?? root.querySelector('textarea') ?? root;
};

/** Types into the input marked `testId` (or the input inside it). */
export const type = (testId: string, value: string) => fireEvent.change(inputOf(testId), { target: { value } });

/** Opens the antd Select (or TreeSelect, AutoComplete) marked `testId`. */
export function openSelect(testId: string): void {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
}

/** The option labels the antd Select marked `testId` offers (opened). */
export async function optionsOf(testId: string): Promise<string[]> {
  openSelect(testId);
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? o.textContent ?? '');
}

/** Picks the option titled (or reading) `label` in the antd Select / AutoComplete marked `testId`. */
export async function chooseOption(testId: string, label: string): Promise<void> {
  openSelect(testId);
  const option = await waitFor(() => {
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    const found = options.find((o) => o.getAttribute('title') === label) ?? options.find((o) => o.textContent === label);
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

/** Types a date into the antd DatePicker marked `testId` and commits it with Enter. */
export function pickDate(testId: string, value: string): void {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** The form error shown under the field holding `testId`. */
export const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The JSON bodies POSTed to `path`. */
export const bodiesOf = (spy: Spy, path: string): Record<string, unknown>[] =>
  spy.mock.calls
    .filter(([url]) => String(url).split('?')[0]!.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The query strings of the GETs to `path`, oldest first. */
export const queriesOf = (spy: Spy, path: string): Record<string, string>[] =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => Object.fromEntries(u.searchParams));

/** The signed-in user of the mocked server, holding `permissions`. */
export const loginUser = (permissions: string[], id = '1') => ({ id, account: 'u', name: 'U', adminType: 2, permissions, menus: [] });

/** One page of `rows` as the server answers it. */
export const page = <T>(rows: T[]) => ({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });

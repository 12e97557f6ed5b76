import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CarbonTemplateRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { bodiesOf, chooseOption, loginUser, queriesOf } from '../projects/list-test-kit';
import { TemplatePage } from './template-page';

const ROW: CarbonTemplateRow = {
  id: '31',
  name: 'Legal entity template',
  orgType: 'legal_entity',
  sections: [
    { scope: 1, category: null },
    { scope: 2, category: null },
    { scope: 3, category: 6 },
  ],
  remark: null,
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  version: 2,
};
const ALL = ['carbonTemplate:add', 'carbonTemplate:edit', 'carbonTemplate:delete'];
type Handler = Parameters<typeof mockFetch>[0];

function open(permissions = ALL, extra: Handler = () => ok(null), locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('t');
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok(loginUser(permissions));
    if (path === '/carbonTemplate/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [ROW] });
    if (path === '/carbonTemplate/detail') return ok(ROW);
    return extra(path, init);
  });
  renderAt(<TemplatePage />, '/', locale);
  return fetch;
}

const tick = (key: string) =>
  fireEvent.click(within(screen.getByTestId(`template-section-${key}`).closest('label')!).getByRole('checkbox'));

describe('TemplatePage', () => {
  it('lists the sections and organisation type by their labels in English', async () => {
    open();
    const sections = await screen.findByTestId('template-sections-31');
    expect([...sections.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual([
      'Scope 1',
      'Scope 2',
      'Scope 3 · 6 Business travel',
    ]);
    expect(screen.getByText('Legal entity')).toBeTruthy();
  });

  it('lists them in simplified Chinese', async () => {
    open(ALL, undefined, 'zh-CN');
    const sections = await screen.findByTestId('template-sections-31');
    expect([...sections.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual(['范围一', '范围二', '范围三 · 6 商务差旅']);
    expect(screen.getByText('法人')).toBeTruthy();
  });

  it('searches by name', async () => {
    const fetch = open();
    await screen.findByTestId('template-sections-31');
    fireEvent.change(screen.getByTestId('template-search-name'), { target: { value: 'entity' } });
    fireEvent.click(screen.getByTestId('template-table-search'));
    await waitFor(() => expect(queriesOf(fetch, '/carbonTemplate/page').at(-1)!.get('name')).toBe('entity'));
  });

  it('hides add, edit and delete without their permissions', async () => {
    open([]);
    await screen.findByTestId('template-sections-31');
    expect(screen.queryByTestId('template-add')).toBeNull();
    expect(screen.queryByTestId('template-delete')).toBeNull();
    expect(screen.queryByTestId('template-edit-31')).toBeNull();
  });

  it('asks for a name and at least one section, then adds the chosen sections in order', async () => {
    const fetch = open(ALL, (path) => (path === '/carbonTemplate/add' ? ok({ ...ROW, id: '32' }) : ok(null)));
    fireEvent.click(await screen.findByTestId('template-add'));
    await screen.findByTestId('template-form');
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByText('Please enter Template name')).toBeTruthy();
    expect(await screen.findByText('Please choose at least one section')).toBeTruthy();
    fireEvent.change(screen.getByTestId('template-field-name'), { target: { value: ' Park template ' } });
    tick('3:7');
    tick('2');
    tick('3:1');
    await chooseOption('template-field-orgType', 'Park');
    // the organisation types of the organisation tree, by their labels
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual([
      'Group',
      'Business group',
      'Park',
      'Legal entity',
      'Business unit (BU)',
      'Building',
    ]);
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(bodiesOf(fetch, '/carbonTemplate/add')).toEqual([
      {
        name: 'Park template',
        orgType: 'park',
        sections: [
          { scope: 2, category: null },
          { scope: 3, category: 1 },
          { scope: 3, category: 7 },
        ],
      },
    ]);
  });

  it('edits from the detail: all scope-3 categories at once, with the id and lock version', async () => {
    const fetch = open(ALL, (path) => (path === '/carbonTemplate/edit' ? ok(ROW) : ok(null)));
    fireEvent.click(await screen.findByTestId('template-edit-31'));
    await screen.findByTestId('template-form');
    fireEvent.click(screen.getByTestId('template-scope3-all'));
    tick('1');
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
    const [body] = bodiesOf(fetch, '/carbonTemplate/edit');
    expect(body).toMatchObject({ id: '31', version: 2, name: 'Legal entity template', orgType: 'legal_entity' });
    expect(body!.sections).toEqual([
      { scope: 2, category: null },
      ...Array.from({ length: 15 }, (_, i) => ({ scope: 3, category: i + 1 })),
    ]);
  });

  it("shows the server's reason when a template in use cannot be deleted", async () => {
    open(ALL, (path) =>
      path === '/carbonTemplate/delete' ? fail(2030017, 'The template is used by 3 tasks and cannot be deleted') : ok(null),
    );
    await screen.findByTestId('template-sections-31');
    fireEvent.click(within(document.querySelector<HTMLElement>('tr[data-row-key="31"]')!).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('template-delete'));
    fireEvent.click(await screen.findByTestId('template-delete-ok'));
    expect(await screen.findByText('Delete failed: The template is used by 3 tasks and cannot be deleted')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { exchangeRateContract, type ExchangeRateRow } from '@carbon/domain';
import { fail, mockFetch, ok, renderAt } from '../test-utils';
import { EntityFormDialog } from './entity-form-dialog';
import type { EntityFormMode } from './use-entity-form';
import { useGuardedDialog } from './use-unsaved-guard';

afterEach(() => vi.unstubAllGlobals());

const api = exchangeRateContract.endpoints;
const ROW: ExchangeRateRow = {
  id: '7',
  currency: 'CNY',
  year: 2024,
  month: 5,
  rateToUsd: '0.14',
  source: 'PBOC',
  status: 0,
  version: 3,
  createdAt: '2024-05-01',
  updatedAt: '2024-05-01',
};

type Values = { source: string };
const bodyOf = (v: Values, row: ExchangeRateRow | undefined) => ({
  currency: row?.currency ?? 'USD',
  year: 2024,
  month: 5,
  rateToUsd: '1',
  source: v.source,
});

/** A dialog without a detail endpoint: the row itself is the source. */
function Harness({ mode, onSaved }: { mode?: EntityFormMode; onSaved?: (result: unknown) => void }) {
  const dialog = useGuardedDialog<ExchangeRateRow>();
  return (
    <>
      <Button data-testid="open" onClick={() => dialog.show(ROW)}>
        open
      </Button>
      <EntityFormDialog
        prefix="x"
        dialog={dialog}
        mode={mode}
        title={(m) => `title-${m}`}
        initialValues={(row) => ({ source: row?.source })}
        add={{ endpoint: api.add, body: bodyOf }}
        edit={{ endpoint: api.edit, body: bodyOf }}
        fieldOf={(f) => (f === 'body.source' ? 'source' : f === 'body.ghost' ? 'ghost' : undefined)}
        onSaved={onSaved}
      >
        <Form.Item name="source" label="Source">
          <Input data-testid="x-source" />
        </Form.Item>
      </EntityFormDialog>
    </>
  );
}

/** The same dialog reading the detail on opening. */
function DetailHarness() {
  const dialog = useGuardedDialog<ExchangeRateRow>();
  return (
    <>
      <Button data-testid="open" onClick={() => dialog.show(ROW)}>
        open
      </Button>
      <EntityFormDialog
        prefix="x"
        dialog={dialog}
        title="t"
        detail={api.detail}
        initialValues={(row) => ({ source: row?.source })}
        edit={{ endpoint: api.edit, body: bodyOf }}
      >
        <Form.Item name="source" label="Source">
          <Input data-testid="x-source" />
        </Form.Item>
      </EntityFormDialog>
    </>
  );
}

const bodies = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function openWith(handler: Parameters<typeof mockFetch>[0], mode?: EntityFormMode, onSaved?: (r: unknown) => void) {
  const fetch = mockFetch(handler);
  renderAt(<Harness mode={mode} onSaved={onSaved} />);
  fireEvent.click(screen.getByTestId('open'));
  await screen.findByTestId('x-form');
  return fetch;
}

describe('EntityFormDialog', () => {
  it("edits the record it was opened with, sending the record's lock version, then hands over the result", async () => {
    const onSaved = vi.fn();
    const fetch = await openWith(() => ok({ ...ROW, version: 4 }), undefined, onSaved);
    expect(screen.getByText('title-edit')).toBeTruthy();
    expect((screen.getByTestId('x-source') as HTMLInputElement).value).toBe('PBOC');
    fireEvent.change(screen.getByTestId('x-source'), { target: { value: 'SAFE' } });
    fireEvent.click(screen.getByTestId('x-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...ROW, version: 4 }, { source: 'SAFE' }));
    expect(bodies(fetch, '/exchangeRate/edit')[0]).toMatchObject({ id: '7', version: 3, source: 'SAFE' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/detail'))).toBe(false);
  });

  it('adds from a copy in add mode (no id, no version)', async () => {
    const fetch = await openWith(() => ok(ROW), 'add');
    expect(screen.getByText('title-add')).toBeTruthy();
    fireEvent.click(screen.getByTestId('x-submit'));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    const [body] = bodies(fetch, '/exchangeRate/add');
    expect(body).toMatchObject({ currency: 'CNY', source: 'PBOC' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('version');
  });

  it("maps the server's field name onto the form field and says it there only (no toast as well)", async () => {
    await openWith(() => fail(2027002, 'Source refused', 'body.source'));
    fireEvent.click(screen.getByTestId('x-submit'));
    const help = await screen.findByText('Source refused');
    expect(help.closest('.ant-form-item')?.contains(screen.getByTestId('x-source'))).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Edit failed: Source refused')).toBeNull();
    expect(screen.getAllByText(/Source refused/)).toHaveLength(1);
  });

  it('a field the form does not hold goes to the toast, once', async () => {
    await openWith(() => fail(2027002, 'Ghost refused', 'body.ghost'));
    fireEvent.click(screen.getByTestId('x-submit'));
    expect(await screen.findByText('Edit failed: Ghost refused')).toBeTruthy();
    expect(screen.getAllByText(/Ghost refused/)).toHaveLength(1);
  });

  it('leaves a field the form does not know to the failure message', async () => {
    await openWith(() => fail(1017004, 'Someone else changed this record', 'version'));
    fireEvent.click(screen.getByTestId('x-submit'));
    expect(await screen.findByText('Edit failed: Someone else changed this record')).toBeTruthy();
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
  });

  it('closes at once when nothing changed', async () => {
    await openWith(() => ok(null));
    fireEvent.click(screen.getByTestId('x-cancel'));
    await waitFor(() => expect(screen.queryByTestId('x-dialog')).toBeNull());
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();
  });

  it('keeps the lock version it opened with when the contract is refreshed meanwhile', async () => {
    let version = 5;
    const fetch = mockFetch((path) => (path === '/exchangeRate/detail' ? ok({ ...ROW, version }) : ok(ROW)));
    const { queryClient } = renderAt(<DetailHarness />);
    fireEvent.click(screen.getByTestId('open'));
    await screen.findByTestId('x-form');
    version = 6; // someone else saved: a refresh of the contract reads the new version
    await queryClient.invalidateQueries();
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).includes('/detail')).length).toBe(2));
    fireEvent.click(screen.getByTestId('x-submit'));
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
    expect(bodies(fetch, '/exchangeRate/edit')[0]).toMatchObject({ id: '7', version: 5 });
  });
});

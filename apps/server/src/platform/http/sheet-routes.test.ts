import type { Endpoint } from '@carbon/domain';
import { describe, expect, it, vi } from 'vitest';
import type { App } from './app-types.js';
import { sheetRoutes, type SheetHandlers } from './sheet-routes.js';

const endpoint = (path: string, kind: Endpoint['kind']) =>
  ({ method: 'GET', path, permission: 'x:y', kind, tag: 't' }) as unknown as Endpoint;

/** A fake app that keeps each registered route's handler by path, and a reply that records its headers and body. */
function harness() {
  const handlers = new Map<string, (req: unknown, reply: unknown) => Promise<unknown>>();
  const app = {
    route: (r: { url: string; handler: (req: unknown, reply: unknown) => Promise<unknown> }) => handlers.set(r.url, r.handler),
  };
  const reply = () => {
    const r = { headers: {} as Record<string, string>, body: undefined as unknown };
    const api = {
      header: (k: string, v: string) => ((r.headers[k] = v), api),
      send: (b: unknown) => ((r.body = b), api),
    };
    return { r, api };
  };
  return { app: app as unknown as App, handlers, reply };
}

describe('sheetRoutes', () => {
  const e = { import: endpoint('/i', 'upload'), export: endpoint('/x', 'file'), template: endpoint('/t', 'file') };
  const h: SheetHandlers<Endpoint, Endpoint> = {
    name: (locale) => `sheet-${locale}`,
    now: () => new Date('2026-03-04T10:00:00Z'),
    importSheet: vi.fn(async (_req, data: Buffer) => ({ inserted: data.length }) as never),
    exportSheet: vi.fn(async () => Buffer.from('export')),
    template: vi.fn(async () => Buffer.from('template')),
  };

  it('reads the uploaded .xlsx and hands its bytes to the import', async () => {
    const { app, handlers } = harness();
    sheetRoutes(app, e, h);
    const file = { filename: 'rates.XLSX', file: { truncated: false, resume: () => {} }, toBuffer: async () => Buffer.from('abc') };
    const req = { locale: 'en-US', isMultipart: () => true, file: async () => file };
    expect(await handlers.get('/i')!(req, {})).toMatchObject({ code: 200, data: { inserted: 3 } });
    expect(h.importSheet).toHaveBeenCalledWith(req, Buffer.from('abc'));
  });

  it('sends the export named by the day and the template named -template', async () => {
    const { app, handlers, reply } = harness();
    sheetRoutes(app, e, h);
    const x = reply();
    await handlers.get('/x')!({ locale: 'zh-CN', query: {} }, x.api);
    expect(x.r.headers['content-disposition']).toContain(encodeURIComponent('sheet-zh-CN-2026-03-04.xlsx'));
    expect(x.r.body).toEqual(Buffer.from('export'));
    const t = reply();
    await handlers.get('/t')!({ locale: 'en-US' }, t.api);
    expect(t.r.headers['content-disposition']).toContain('sheet-en-US-template.xlsx');
    expect(t.r.body).toEqual(Buffer.from('template'));
  });
});

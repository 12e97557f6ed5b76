import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import type { Locale } from '@carbon/domain';
import { AppProviders, createQueryClient } from './app/providers';
import { initI18n } from './lib/i18n';

type Reply = { status?: number; body: unknown } | Error;
type FetchHandler = (path: string, init: RequestInit | undefined) => Reply;

/** Replaces fetch (the network boundary) with `handler`; returns the spy to inspect calls. */
export function mockFetch(handler: FetchHandler) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = handler(url.pathname.replace('/api/main', ''), init);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const ok = (data: unknown) => ({ body: { success: true, code: 200, message: 'ok', data } });
/** A refusal; `field` names the failing input like the server's error envelope. */
export const fail = (code: number, message: string, field?: string) => ({
  body: { success: false, code, message, data: null, ...(field ? { field } : {}) },
});

/**
 * What the tests leave out of antd, to keep rendering cheap and independent of timing:
 * - its CSS-in-JS rules are generated but not put in the document (`mock="server"`):
 *   jsdom's getComputedStyle matches every rule of every sheet, and antd measures often
 *   (a table's scrollbar alone cost seconds per render);
 * - motion: dialogs, messages and popups open and close at once.
 */
function TestAntd({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/** Renders `routes` at `path` inside the real providers, in `locale`. */
export function renderRoutes(routes: RouteObject[], path: string, locale: Locale = 'en-US') {
  initI18n(locale);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestAntd>
      <AppProviders locale={locale} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </TestAntd>,
  );
  return { ...view, router, queryClient };
}

export function renderAt(element: ReactElement, path = '/', locale: Locale = 'en-US') {
  return renderRoutes([{ path: '*', element }], path, locale);
}

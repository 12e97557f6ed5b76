import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
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
export const fail = (code: number, message: string) => ({ body: { success: false, code, message, data: null } });

/** Renders `routes` at `path` inside the real providers, in `locale`. */
export function renderRoutes(routes: RouteObject[], path: string, locale: Locale = 'en-US') {
  initI18n(locale);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders locale={locale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export function renderAt(element: ReactElement, path = '/', locale: Locale = 'en-US') {
  return renderRoutes([{ path: '*', element }], path, locale);
}

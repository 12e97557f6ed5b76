import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderRoutes } from '../../test-utils';
import { TodoBadge } from './todo-badge';

/** A server-sent event stream the test writes into, as the server's response body. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

const counts = (todoCount: number) => `event: counts\ndata: {"todoCount":${todoCount},"noticeCount":0}\n\n`;

/** A page reading a workbench list and an unrelated list, counting how often each was fetched. */
const fetched = { workbench: 0, factors: 0 };
function ReadingPage() {
  useQuery({ queryKey: ['/api/main/workbench/todo/page', {}], queryFn: () => ++fetched.workbench });
  useQuery({ queryKey: ['/api/main/factor/page', {}], queryFn: () => ++fetched.factors });
  return null;
}

function renderBadge() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <TodoBadge />
            <ReadingPage />
          </>
        ),
      },
      { path: '/workbench/TodoList', element: <div data-testid="todo-list-page" /> },
    ],
    '/',
  );
}

beforeEach(() => localStorage.setItem('token', 'jwt'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the to-do badge', () => {
  it('asks for the event stream with the session token, and updates with every counts event without a reload', async () => {
    const s = eventStream();
    const fetchSpy = vi.fn(async () => s.response);
    vi.stubGlobal('fetch', fetchSpy);
    renderBadge();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/main/live/stream');
    const headers = new Headers(init.headers);
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(headers.get('authorization')).toBe('Bearer jwt');

    s.send(counts(3));
    await waitFor(() => expect(screen.getByTestId('todo-badge-count').textContent).toBe('3'));
    expect(screen.getByTestId('todo-badge').getAttribute('aria-label')).toBe('Open to-dos: 3');
    // an event split across chunks
    s.send('event: counts\ndata: {"todoCount":');
    s.send('12,"noticeCount":4}\n\n');
    await waitFor(() => expect(screen.getByTestId('todo-badge-count').textContent).toBe('12'));
  });

  it('fetches the workbench reads on screen again when the counts change, and nothing else', async () => {
    const s = eventStream();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => s.response),
    );
    fetched.workbench = 0;
    fetched.factors = 0;
    renderBadge();
    await waitFor(() => expect(fetched).toEqual({ workbench: 1, factors: 1 }));
    s.send(counts(3));
    await waitFor(() => expect(screen.getByTestId('todo-badge-count').textContent).toBe('3'));
    s.send(counts(3)); // the same counts again (a reconnect): nothing to refresh
    s.send(counts(4));
    await waitFor(() => expect(fetched.workbench).toBe(2));
    expect(fetched.factors).toBe(1);
  });

  it('reconnects when the stream ends and shows the counts of the new stream', async () => {
    const first = eventStream();
    const second = eventStream();
    const fetchSpy = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchSpy);
    renderBadge();
    first.send(counts(2));
    await waitFor(() => expect(screen.getByTestId('todo-badge-count').textContent).toBe('2'));
    first.close(); // e.g. that server process stopped
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    second.send(counts(7));
    await waitFor(() => expect(screen.getByTestId('todo-badge-count').textContent).toBe('7'));
  });

  it('stops when the session ended (the sign-in page takes over)', async () => {
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify({ success: false, code: 1011008, message: 'expired', data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBadge();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('opens the to-do list', async () => {
    const s = eventStream();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => s.response),
    );
    const { router } = renderBadge();
    fireEvent.click(await screen.findByTestId('todo-badge'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbench/TodoList'));
  });
});

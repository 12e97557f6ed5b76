import type { Locator, Page } from 'playwright-core';

/** What the server answers: the envelope of every /api/main call. */
export type Envelope<T = unknown> = { success: boolean; code: number; message: string; field?: string; data: T };

/**
 * A POST from the page with the page's own token, in `lang` (set-up the journey does not do on
 * screen, and refusals the journey reads): the whole envelope.
 */
export async function postEnvelope<T>(page: Page, path: string, body: unknown, lang = 'zh-CN'): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ url, data, language }) => {
      const res = await fetch(`/api/main${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify(data),
      });
      return res.json();
    },
    { url: path, data: body, language: lang },
  ) as Promise<Envelope<T>>;
}

/** A POST from the page that must succeed: its data. */
export async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  const env = await postEnvelope<T>(page, path, body);
  if (!env.success) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
}

/** Uploads a file (multipart, part "file") with the page's token, as the web's upload does: its data. */
export async function uploadFromPage<T>(page: Page, path: string, name: string, mime: string, bytes: Buffer): Promise<T> {
  const env = (await page.evaluate(
    async ({ url, fileName, type, base64 }) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([raw], { type }), fileName);
      const res = await fetch(`/api/main${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        body: form,
      });
      return res.json();
    },
    { url: path, fileName: name, type: mime, base64: bytes.toString('base64') },
  )) as Envelope<T>;
  if (!env.success) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
}

/**
 * Clicks `button` (a dialog's submit) and waits for the POST to `/api/main<path>` it makes: the
 * envelope. Where no such call follows, the error names what the screen shows instead (a field's
 * message, a toast), so a journey fails with the reason rather than a later timeout.
 */
export async function clickForAnswer<T>(page: Page, button: Locator, path: string): Promise<Envelope<T>> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/main${path}`, {
    timeout: 30_000,
  });
  await button.click();
  try {
    return (await (await answer).json()) as Envelope<T>;
  } catch (e) {
    const shown = await page.locator('.ant-modal-wrap, .ant-message, .ant-form-item-explain').allInnerTexts();
    throw new Error(
      `no answer to ${path} after the click (${(e as Error).message}); the screen shows: ${shown.join(' | ').slice(0, 2000)}`,
    );
  }
}

/**
 * XMLHttpRequest under test control (uploads go through XHR for their progress): every request sent
 * stays open in `FakeXhr.all` until the test reports progress and completes it. Install it with
 * `FakeXhr.all = []; vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  body: FormData | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(data: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify({ success: true, code: 200, message: 'ok', data });
    this.onload?.();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * CSP `upgrade-insecure-requests` (issue 8, security 5): off by default, because the server
 * speaks plain HTTP (TLS at a proxy, or an intranet name over http), where it would send every
 * asset to https and leave the page blank; on with CSP_UPGRADE_INSECURE=1.
 */
const cspOf = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/api/main/getCaptchaOpen', headers: { host: 'carbon.intranet:8080' } });
  return String(res.headers['content-security-policy']);
};

describe.each([
  ['by default', {}, false],
  ['with CSP_UPGRADE_INSECURE=1', { CSP_UPGRADE_INSECURE: '1' }, true],
] as const)('CSP %s', (_name, env, upgrade) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t?.close());

  it(`${upgrade ? 'asks' : 'does not ask'} browsers to upgrade http requests, and keeps the other directives`, async () => {
    const csp = await cspOf(t);
    expect(csp.split(';').some((d) => d.trim() === 'upgrade-insecure-requests')).toBe(upgrade);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // the attachment preview shows the fetched file from a blob: URL (an image, or a PDF in a frame)
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
  });
});

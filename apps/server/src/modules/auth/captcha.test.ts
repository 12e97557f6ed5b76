import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysCaptcha } from '../../platform/db/schema/index.js';
import { createTestApp, DEMO, type Envelope, type TestApp } from '../../test/harness.js';

/**
 * The captcha endpoints when the captcha is off and for XiaoNuo 1.x clients (issue 8): GET
 * captcha stores nothing when off, and POST captcha/get (AJ-Captcha's endpoint, which that
 * client's login page calls as it opens) answers in the envelope.
 */
/** What the XiaoNuo 1.x login page posts (its AJ-Captcha widget). */
const AJ_CAPTCHA_BODY = { captchaType: 'blockPuzzle', clientUid: 'slider-2b8a7c3e', ts: 1_700_000_000_000 };

const rows = (t: TestApp) => t.database.db.select().from(sysCaptcha);

describe('captcha off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('GET captcha answers null and stores no challenge', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/main/captcha' })).json()).toMatchObject({ success: true, code: 200, data: null });
    }
    expect(await rows(t)).toHaveLength(0);
  });

  it('POST captcha/get answers the XiaoNuo client in the envelope, with nothing to solve', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/main/captcha/get', payload: AJ_CAPTCHA_BODY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 200, message: expect.any(String), data: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/main/captcha/get' })).json()).toMatchObject({ success: true, data: null });
    expect(await rows(t)).toHaveLength(0);
  });
});

describe('captcha on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_OPEN: '1' }, captcha: () => ({ text: 'Qk7m', data: '<svg>Qk7m</svg>' }) });
  });
  afterAll(() => t?.close());

  it('POST captcha/get issues the same challenge as GET captcha, good for one sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/main/captcha/get', payload: AJ_CAPTCHA_BODY });
    const challenge = res.json<Envelope>().data as { captchaId: string; svg: string };
    expect(challenge.svg).toBe('<svg>Qk7m</svg>');
    expect(await rows(t)).toHaveLength(1);
    const payload = { account: 'superAdmin', password: DEMO.superAdmin, captchaId: challenge.captchaId, code: 'qk7m' };
    expect((await t.app.inject({ method: 'POST', url: '/api/main/login', payload })).json<Envelope>().success).toBe(true);
    expect(await rows(t)).toHaveLength(0);
  });
});

import type { Page } from 'playwright-core';
import { login, startServer, type RunningServer } from '../scripts/server-process.js';
import { launchBrowser, networkIdle, newContext, signIn } from '../e2e/support/browser.js';

/**
 * Issue 25 figures, in Chromium on this machine (the built web served by the real server, demo
 * data): (a) the fill page of a task with 500 entries interactive after navigation (goal ≤ 1.5 s): opened from the
 * task list (the app already loaded, as a user reaches it) and loaded cold (the address typed: the whole app starts),
 * (b) the cockpit settled on the demo data (goal ≤ 2 s). Baseline in the same run: a trivial
 * signed-in page (the user's own information). "Interactive": the first rows of the open section
 * shown and its add button enabled. "Settled": no request open for QUIET_MS (not counted) and the
 * screen's charts drawn. Each figure is the median of RUNS navigations in one signed-in tab.
 * Needs a production build of the web (npm run build).
 */
const ENTRIES = 500;
const RUNS = 5;
const QUIET_MS = 500;

type Json = { success: boolean; data: unknown; message: string };

async function api<T>(s: RunningServer, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${s.url}/api/main/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Json;
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.data as T;
}

/** A task of the legal entity with ENTRIES entries of scope 1 (natural gas, inline parameters), by the API. */
export async function taskWithEntriesForProbe(s: RunningServer): Promise<string> {
  return taskWithEntries(s);
}

async function taskWithEntries(s: RunningServer): Promise<string> {
  const su = await login(s.url, 'superAdmin', 'Carbon@Admin1');
  const orgs = (await api<{ rows: { id: string; code: string }[] }>(s, su, 'GET', 'sysOrg/page?pageNo=1&pageSize=100')).rows;
  const org = (code: string) => orgs.find((o) => o.code === code)!.id;
  const project = await api<{ id: string }>(s, su, 'POST', 'inventoryProject/add', {
    name: 'Bench 500 entries',
    type: 'annual',
    year: 2025,
    orgId: org('fii'),
    deadline: '2099-12-31',
  });
  const [task] = await api<{ id: string }[]>(s, su, 'POST', 'inventoryTask/issue', {
    projectId: project.id,
    orgIds: [org('fii-ccbg-longhua-le1')],
    boundaryMethod: 'operational-control',
    inventoryWay: 'compliance',
  });
  const user = await login(s.url, 'user', 'Carbon@User1');
  const input = { type: 'combustion-ipcc', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' };
  for (let i = 0; i < ENTRIES; i += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, ENTRIES - i) }, (_, k) =>
        api(s, user, 'POST', 'inventoryEntry/save', {
          taskId: task!.id,
          scope: 1,
          sourceName: `Boiler ${i + k}`,
          input: { ...input, energyTJ: String(i + k + 1) },
        }),
      ),
    );
  return task!.id;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Milliseconds from the start of a navigation to `ready` (awaited), the median of RUNS. */
async function timed(page: Page, url: string, ready: () => Promise<void>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    const start = performance.now();
    await page.goto(url);
    await ready();
    ms.push(performance.now() - start);
  }
  return median(ms);
}

async function settled(page: Page): Promise<void> {
  await networkIdle(page, QUIET_MS, 60_000);
}

/** A settled page's figure: the quiet period that tells it settled is not part of it. */
const settledMs = (ms: number) => ms - QUIET_MS;

export async function runWebPagesBench(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const taskId = await taskWithEntries(server);
    const context = await newContext(browser);
    const user = await context.newPage();
    await signIn(user, server.url, 'user', 'Carbon@User1');
    const baseline = settledMs(
      await timed(user, `${server.url}/userInfo`, async () => {
        await user.getByTestId('top-menu').waitFor();
        await settled(user);
      }),
    );
    const fill = await timed(user, `${server.url}/carbonButler/reportTemplate?taskId=${taskId}`, async () => {
      await user.locator('[data-testid^="entry-row-"]').first().waitFor();
      await user.getByTestId('section-1-0-add').waitFor();
    });
    // The same page opened as a user opens it: from the task list (settled), its fill action clicked.
    const fromList: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await user.goto(`${server.url}/carbonButler/inventoryTask`);
      await user.getByTestId(`task-fill-${taskId}`).waitFor();
      await settled(user);
      const start = performance.now();
      await user.getByTestId(`task-fill-${taskId}`).click();
      await user.locator('[data-testid^="entry-row-"]').first().waitFor();
      await user.getByTestId('section-1-0-add').waitFor();
      fromList.push(performance.now() - start);
    }
    const admin = await (await newContext(browser)).newPage();
    await signIn(admin, server.url, 'superAdmin', 'Carbon@Admin1');
    const cockpitBase = settledMs(
      await timed(admin, `${server.url}/userInfo`, async () => {
        await admin.getByTestId('top-menu').waitFor();
        await settled(admin);
      }),
    );
    const cockpit = settledMs(await timed(admin, `${server.url}/cockpit`, async () => settled(admin)));
    const row = (name: string, ms: number, base: number, goal: number) => ({
      page: name,
      ms: Math.round(ms),
      'baseline ms': Math.round(base),
      'ratio to baseline': Number((ms / base).toFixed(2)),
      'goal ms': goal,
    });
    console.log(`\nIssue 25: pages in Chromium (median of ${RUNS}); baseline: the signed-in /userInfo page settled`);
    console.table([
      row(`fill page, task of ${ENTRIES} entries, interactive, opened from the task list`, median(fromList), baseline, 1500),
      row(`fill page, task of ${ENTRIES} entries, interactive, loaded cold (address typed)`, fill, baseline, 1500),
      row('cockpit, demo data, settled', cockpit, cockpitBase, 2000),
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}

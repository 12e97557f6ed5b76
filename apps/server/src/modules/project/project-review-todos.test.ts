import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysTodo } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { approved, change, ok, projectWorld, type Detail, type ProjectWorld } from './project.testing.js';

type TodoRow = { title: string; status: string; type: string; typeLabel: string; businessType: string; businessId: string; link: string };

describe.each(dbKinds())('to-dos of the post-acceptance project reviews on %s', (kind) => {
  let t: TestApp;
  let w: ProjectWorld;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await projectWorld(t);
  });
  afterAll(() => t.close());

  /** The project's review to-dos as [reviewer, state], oldest first. */
  const reviews = async (id: string) =>
    (
      await t.database.db
        .select({ userId: sysTodo.userId, state: sysTodo.state, link: sysTodo.link })
        .from(sysTodo)
        .where(and(eq(sysTodo.subjectType, 'energy_project'), eq(sysTodo.subjectId, Number(id)), eq(sysTodo.kind, 'project_review')))
        .orderBy(sysTodo.id)
    ).map((r) => [r.userId, r.state, r.link] as const);

  async function accept(id: string, acceptanceTime: string) {
    ok(await change(w.engineer, id, 'procurement_completed'));
    ok(await change(w.engineer, id, 'implementation_completed'));
    ok(await change(w.engineer, id, 'acceptance_completed', { acceptanceTime }));
  }

  it('with Fii review: each named reviewer gets a to-do when their review is due, closed when they decide', async () => {
    // 200,000 kWh saved at 0.5 yuan/kWh = 10 ten-thousand yuan a year: Fii review required (ADR 012)
    const p = await approved(w, { localEnergyPrice: '0.5' });
    expect(p.needsFiiReview).toBe(true);
    const link = `/foxconn/caseDetail?id=${p.id}`;
    const { supervisor: sup, bg, fii } = w.users;
    // approval and the owner's steps before acceptance await no review
    ok(await change(w.engineer, p.id, 'procurement_completed'));
    ok(await change(w.engineer, p.id, 'implementation_completed'));
    expect(await reviews(p.id)).toEqual([]);
    ok(await change(w.engineer, p.id, 'acceptance_completed', { acceptanceTime: '2024-01-15' }));
    expect(await reviews(p.id)).toEqual([[sup.id, 'todo', link]]);

    // the supervisor's to-do, as the workbench lists it in their language
    const page = ok<{ rows: TodoRow[] }>(await w.supervisor.get('/api/main/workbench/todo/page?type=project_review&pageSize=100'));
    expect(page.rows.filter((r) => r.businessId === p.id)).toEqual([
      expect.objectContaining({
        title: `Supervisor review: review the accepted energy-saving project "${p.number} ${String(p.name)}"`,
        status: 'todo',
        typeLabel: 'Project review',
        businessType: 'energy_project',
        link,
      }),
    ]);

    // the supervisor sends it back: their to-do closes; the owner accepts again and a new one opens
    ok(await change(w.supervisor, p.id, 'implementation_completed', { opinion: 'Meters missing' }));
    expect(await reviews(p.id)).toEqual([[sup.id, 'completed', link]]);
    ok(await change(w.engineer, p.id, 'acceptance_completed', { acceptanceTime: '2024-02-01' }));
    expect((await reviews(p.id)).map((r) => r.slice(0, 2))).toEqual([
      [sup.id, 'completed'],
      [sup.id, 'todo'],
    ]);

    ok(await change(w.supervisor, p.id, 'supervisor_review_completed'));
    ok(await change(w.bg, p.id, 'business_group_review_completed'));
    expect((await reviews(p.id)).map((r) => r.slice(0, 2))).toEqual([
      [sup.id, 'completed'],
      [sup.id, 'completed'],
      [bg.id, 'completed'],
      [fii.id, 'todo'],
    ]);
    ok(await change(w.fii, p.id, 'fii_review_completed'));
    ok(await change(w.engineer, p.id, 'closed'));
    expect((await reviews(p.id)).map((r) => r[1])).toEqual(['completed', 'completed', 'completed', 'completed']);
  });

  it('without Fii review the named Fii reviewer gets no to-do; a business-group rejection closes its to-do', async () => {
    // 0.4 yuan/kWh: 8 ten-thousand yuan a year, under the Fii threshold
    const p: Detail = await approved(w);
    expect(p.needsFiiReview).toBe(false);
    const { supervisor: sup, bg } = w.users;
    await accept(p.id, '2024-01-15');
    ok(await change(w.supervisor, p.id, 'supervisor_review_completed'));
    ok(await change(w.bg, p.id, 'implementation_completed', { opinion: 'Redo' }));
    expect((await reviews(p.id)).map((r) => r.slice(0, 2))).toEqual([
      [sup.id, 'completed'],
      [bg.id, 'completed'],
    ]);
    ok(await change(w.engineer, p.id, 'acceptance_completed', { acceptanceTime: '2024-03-01' }));
    ok(await change(w.supervisor, p.id, 'supervisor_review_completed'));
    ok(await change(w.bg, p.id, 'business_group_review_completed'));
    // no Fii node: nothing open once the business group has reviewed
    expect((await reviews(p.id)).map((r) => r.slice(0, 2))).toEqual([
      [sup.id, 'completed'],
      [bg.id, 'completed'],
      [sup.id, 'completed'],
      [bg.id, 'completed'],
    ]);
  });
});

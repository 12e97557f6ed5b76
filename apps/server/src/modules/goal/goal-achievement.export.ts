import {
  translate,
  type AchievementResult,
  type MonthAchievementStatus,
  type Locale,
  type ReductionAchievementResult,
} from '@carbon/domain';
import { writeSheet, type SheetColumn } from '../../platform/files/excel.js';

/** Excel exports of the achievement details (Absolute_CASOAA) and the reduction-target achievement (Reduce_GAS). */

const n = (v: string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const STATUS_KEY: Record<MonthAchievementStatus, string> = {
  met: 'enum.goalAchievement.meets',
  notMet: 'enum.goalAchievement.doesNotMeet',
  notReported: 'enum.goalAchievement.notReported',
  annualOnly: 'goal.achievement.status.annualOnly',
};
const columns = (locale: Locale, keys: [string, string][]): SheetColumn[] =>
  keys.map(([key, label]) => ({ key, header: translate(locale, label), width: key === 'orgName' || key === 'source' ? 32 : 18 }));

/** One row per organisation and month, then its whole year; the inventory tasks behind each actual. */
export function achievementSheet(locale: Locale, r: AchievementResult): Promise<Buffer> {
  const t = (key: string) => translate(locale, key);
  const sourceOf = (orgId: string, month: number | null) =>
    r.sources
      .filter((s) => s.orgId === orgId && s.month === month)
      .map((s) => `${s.projectName} (${s.taskIds.join(', ')})`)
      .join('; ');
  const rows: Record<string, unknown>[] = [];
  for (const o of r.orgs) {
    for (const m of r.rows.filter((x) => x.orgId === o.orgId))
      rows.push({
        orgName: o.orgName,
        month: m.month,
        target: n(m.target),
        actual: n(m.actual),
        status: t(STATUS_KEY[m.status]),
        source: sourceOf(o.orgId, m.month),
      });
    rows.push({
      orgName: o.orgName,
      month: t('goal.sheet.annual'),
      target: n(o.annual),
      actual: n(o.yearActual),
      status: t(STATUS_KEY[o.yearStatus]),
      source: o.yearSource === 'annual' ? sourceOf(o.orgId, null) : '',
    });
  }
  const cols = columns(locale, [
    ['orgName', 'goal.sheet.orgName'],
    ['month', 'goal.sheet.month'],
    ['target', 'goal.sheet.target'],
    ['actual', 'goal.sheet.actual'],
    ['status', 'goal.sheet.status'],
    ['source', 'goal.sheet.source'],
  ]);
  return writeSheet(t('goal.achievement.sheet.name'), cols, rows);
}

/** One row per organisation and reduction class (1R, 2R, 3R, total); "no matching target found" where none. */
export function reductionSheet(locale: Locale, r: ReductionAchievementResult): Promise<Buffer> {
  const t = (key: string) => translate(locale, key);
  const classes = [
    ['reduce', 'enum.reductionType.reduce'],
    ['replace', 'enum.reductionType.replace'],
    ['resolve', 'enum.reductionType.resolve'],
    ['total', 'goal.sheet.classTotal'],
  ] as const;
  const rows = r.rows.flatMap((o) =>
    classes.map(([c, label]) => ({
      orgName: o.orgName,
      year: r.year,
      class: t(label),
      target: n(o[c].target),
      estimated: n(o[c].estimated),
      realised: n(o[c].realised),
      realisedRatio: n(o[c].realisedRatio),
      note: o.message ?? '',
    })),
  );
  const cols = columns(locale, [
    ['orgName', 'goal.sheet.orgName'],
    ['year', 'goal.sheet.year'],
    ['class', 'goal.sheet.class'],
    ['target', 'goal.sheet.reductionTarget'],
    ['estimated', 'goal.sheet.estimated'],
    ['realised', 'goal.sheet.realised'],
    ['realisedRatio', 'goal.sheet.realisedRatio'],
    ['note', 'goal.sheet.note'],
  ]);
  return writeSheet(t('goal.reductionAchievement.sheet.name'), cols, rows);
}

import { pivotRows, type Row3 } from '../i18n/messages/rows.js';

/**
 * Goal achievement (issue 13): refusals, "no matching target found" (spec §8) and the columns
 * of the achievement and reduction-achievement exports. Achievement states reuse
 * `enum.goalAchievement.*`, reduction classes `enum.reductionType.*`.
 */
const ROWS: Readonly<Record<string, Row3>> = {
  'goal.achievement.noTarget': ['未找到匹配的目标', 'No matching target found', '未找到符合的目標'],
  // the achievement state of a month whose year is reported by an annual inventory only (beside enum.goalAchievement.*)
  'goal.achievement.status.annualOnly': ['仅有年度数据', 'Annual data only', '僅有年度資料'],
  'goal.achievement.yearRange': [
    '{{field}}须不早于起始年份，且跨度不超过 {{max}} 年',
    '{{field}} must not be before the first year, and the span may not exceed {{max}} years',
    '{{field}}須不早於起始年份，且跨度不超過 {{max}} 年',
  ],
  'goal.trajectory.targetYear': [
    '{{field}}须晚于基准年 {{baselineYear}}，且距其不超过 {{max}} 年',
    '{{field}} must be after the baseline year {{baselineYear}} and at most {{max}} years from it',
    '{{field}}須晚於基準年 {{baselineYear}}，且距其不超過 {{max}} 年',
  ],
  'goal.whatIf.unknownProject': [
    '{{field}}中有不属于该组织的项目（{{id}}）',
    '{{field}} includes a project that is not one of the organisation’s ({{id}})',
    '{{field}}中有不屬於該組織的專案（{{id}}）',
  ],
  'goal.whatIf.duplicateProject': [
    '{{field}}中的项目重复（{{id}}）',
    '{{field}} lists a project twice ({{id}})',
    '{{field}}中的專案重複（{{id}}）',
  ],
  // export sheets
  'goal.achievement.sheet.name': ['目标达成明细', 'Goal achievement details', '目標達成明細'],
  'goal.reductionAchievement.sheet.name': ['减排目标达成明细', 'Reduction target achievement', '減排目標達成明細'],
  'goal.sheet.orgName': ['组织', 'Organisation', '組織'],
  'goal.sheet.month': ['月份', 'Month', '月份'],
  'goal.sheet.year': ['年份', 'Year', '年份'],
  'goal.sheet.target': ['控制目标（tCO2e）', 'Control target (tCO2e)', '控制目標（tCO2e）'],
  'goal.sheet.actual': ['实际排放（tCO2e）', 'Actual emissions (tCO2e)', '實際排放（tCO2e）'],
  'goal.sheet.status': ['达成情况', 'Achievement', '達成情況'],
  'goal.sheet.source': ['数据来源（盘查任务）', 'Source (inventory tasks)', '資料來源（盤查任務）'],
  'goal.sheet.annual': ['全年', 'Whole year', '全年'],
  'goal.sheet.class': ['减排类型', 'Reduction type', '減排類型'],
  'goal.sheet.classTotal': ['合计', 'Total', '合計'],
  'goal.sheet.reductionTarget': ['减排目标（tCO2e）', 'Reduction target (tCO2e)', '減排目標（tCO2e）'],
  'goal.sheet.estimated': ['预计减排量（tCO2e）', 'Estimated reduction (tCO2e)', '預計減排量（tCO2e）'],
  'goal.sheet.realised': ['实际减排量（tCO2e）', 'Realised reduction (tCO2e)', '實際減排量（tCO2e）'],
  'goal.sheet.realisedRatio': ['实际达成率', 'Realised share of target', '實際達成率'],
  'goal.sheet.note': ['备注', 'Note', '備註'],
};

export const goalAchievementMessages = pivotRows(ROWS);

import { defineDomainModule, route, routeDir } from '../shared/index.js';
import { goalAchievementContract } from './goal-achievement.contract.js';
import { goalAchievementMessages } from './goal-achievement.messages.js';
import { goalContract } from './goal.contract.js';
import { goalsMessages } from './goals.messages.js';

/**
 * Goals (spec §9, ADR 013): absolute control and project reduction targets, their decomposition and achievement,
 * reduction-target achievement and renewable energy. It predates the manifest (ADR 020): its contracts keep their
 * place after the reports', its directory its place after the home page, its two achievement pages theirs in the
 * reduction-management directory after the investment overview.
 */
export const goalModule = defineDomainModule({
  name: 'goal',
  contracts: [goalContract, goalAchievementContract],
  contractsAfter: 'report',
  menus: [
    {
      route: routeDir('Management_by_objectives', '/Management_by_objectives', null, { icon: 'aim' }),
      title: ['目标管理', 'Management by objectives', '目標管理'],
      after: 'dashboard',
    },
    {
      route: routeDir('Goal_SAD', '/Management_by_objectives/Goal_SAD', 'Management_by_objectives'),
      title: ['目标设定与分解', 'Goal setting and decomposition', '目標設定與分解'],
      after: 'dashboard',
    },
    {
      route: route('Absolute_Control', '/Management_by_objectives/Goal_SAD/Absolute_Control', 'Goal_SAD'),
      title: ['绝对控制目标', 'Absolute control goal', '絕對控制目標'],
      after: 'dashboard',
    },
    {
      route: route('Project_Goal', '/Management_by_objectives/Goal_SAD/Project_Goal', 'Goal_SAD'),
      title: ['减排目标', 'Reduction goal', '減排目標'],
      after: 'dashboard',
    },
    {
      route: routeDir('GoalsAndAchievement', '/Management_by_objectives/GoalsAndAchievement', 'Management_by_objectives'),
      title: ['目标与达成', 'Goals and achievement', '目標與達成'],
      after: 'dashboard',
    },
    {
      route: route('Absolute_CASOAA', '/Management_by_objectives/GoalsAndAchievement/Absolute_CASOAA', 'GoalsAndAchievement'),
      title: ['控制目标及达成', 'Control targets and achievement', '控制目標及達成'],
      after: 'dashboard',
    },
    {
      route: route('Reduce_GAS', '/ProjectEmissionReduction/Reduce_GAS', 'ProjectEmissionReduction'),
      title: ['减排目标达成', 'Reduce target achievement', '減排目標達成'],
      after: 'reduce_investment',
    },
    {
      route: route('renewable_Energy', '/ProjectEmissionReduction/renewable_Energy', 'ProjectEmissionReduction'),
      title: ['可再生能源使用', 'Renewable energy usage', '可再生能源使用'],
      after: 'reduce_investment',
    },
  ],
  permissions: {
    'goal:achievementExport': ['导出目标达成明细', 'Export goal achievement', '匯出目標達成明細'],
    'goal:reductionAchievementExport': ['导出减排目标达成明细', 'Export reduction target achievement', '匯出減排目標達成明細'],
    'goal:controlSave': ['保存及提交绝对控制目标', 'Save and submit absolute control targets', '儲存及提交絕對控制目標'],
    'goal:controlImport': ['导入绝对控制目标', 'Import absolute control targets', '匯入絕對控制目標'],
    'goal:controlExport': ['导出绝对控制目标', 'Export absolute control targets', '匯出絕對控制目標'],
    'goal:reductionSave': ['保存及提交项目减排目标', 'Save and submit project reduction targets', '儲存及提交專案減排目標'],
    'goal:reductionImport': ['导入项目减排目标', 'Import project reduction targets', '匯入專案減排目標'],
    'goal:reductionExport': ['导出项目减排目标', 'Export project reduction targets', '匯出專案減排目標'],
  },
  fields: {
    'goalAchievement.from': ['起始年份', 'From year', '起始年份'],
    'goalAchievement.to': ['截止年份', 'To year', '截止年份'],
    'goalAchievement.targetYear': ['目标年份', 'Target year', '目標年份'],
    'goalAchievement.bauGrowth': ['照常情景年增长率', 'Business-as-usual growth a year', '照常情境年增長率'],
    'goalAchievement.projects': ['模拟的项目', 'Projects in the what-if', '模擬的專案'],
    'goalAchievement.projects.id': ['项目', 'Project', '專案'],
    'goalAchievement.projects.completion': ['完成日期', 'Completion date', '完成日期'],
    'goal.rows': ['目标行', 'Target rows', '目標列'],
    'goal.baselineYear': ['基准年', 'Baseline year', '基準年'],
    'goal.submit': ['是否提交', 'Submit', '是否提交'],
    'goal.fileId': ['目标文件', 'Goal file', '目標檔案'],
    'goal.annual': ['年度目标', 'Annual target', '年度目標'],
    'goal.months': ['月度目标', 'Monthly targets', '月度目標'],
    'goal.total': ['总减排目标', 'Total reduction target', '總減排目標'],
    'goal.reduce': ['1R 节能目标', '1R Reduce target', '1R 節能目標'],
    'goal.replace': ['2R 再生能源替代目标', '2R Replace target', '2R 再生能源替代目標'],
    'goal.resolve': ['3R 目标', '3R Resolve target', '3R 目標'],
    'goal.kind': ['目标类型', 'Goal type', '目標類型'],
  },
  catalogues: { goals: goalsMessages, goalAchievement: goalAchievementMessages },
});

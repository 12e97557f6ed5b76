import { pivotRows, type Row3 } from '../i18n/messages/rows.js';

/** Goal setting (issue 13): the rules' messages, errors, the import sheets' columns. */
const ROWS: Readonly<Record<string, Row3>> = {
  'error.2035001': ['目标不存在', 'The target does not exist', '目標不存在'],
  'error.2035002': ['目标文件不存在', 'The goal file does not exist', '目標檔案不存在'],
  'error.2035003': [
    '文件格式不支持：只能上传 PDF、图片、Office 文档或压缩包，且文件内容须与扩展名一致',
    'File format not supported: upload a PDF, an image, an Office document or an archive whose content matches its extension',
    '檔案格式不支援：只能上傳 PDF、圖片、Office 文件或壓縮檔，且檔案內容須與副檔名一致',
  ],
  'error.2035004': ['文件不能超过 {{max}} MB', 'The file must not exceed {{max}} MB', '檔案不能超過 {{max}} MB'],
  'error.2035005': [
    '{{org}} 的目标由上级（{{parent}}）设定，您可以分解它，但不能修改它',
    'The target of {{org}} is set by the level above ({{parent}}): you can split it, not change it',
    '{{org}} 的目標由上級（{{parent}}）設定，您可以分解它，但不能修改它',
  ],

  'goal.rule.empty': ['请至少保留一行目标', 'Keep at least one target row', '請至少保留一列目標'],
  'goal.rule.duplicateOrg': [
    '{{org}} 出现了不止一次：同一组织同一年只能有一个目标',
    '{{org}} appears more than once: an organisation has one target per year',
    '{{org}} 出現了不止一次：同一組織同一年只能有一個目標',
  ],
  'goal.rule.orgUnknown': ['组织 {{id}} 不存在', 'Organisation {{id}} does not exist', '組織 {{id}} 不存在'],
  'goal.rule.orgLevel': [
    '{{org}} 不是集团、事业群或园区：目标只能设定在这三个层级',
    '{{org}} is not the group, a business group or a park: targets are set only at these three levels',
    '{{org}} 不是集團、事業群或園區：目標只能設定在這三個層級',
  ],
  'goal.rule.baselineAfterYear': [
    '基准年（{{baselineYear}}）不能晚于目标年份（{{year}}）',
    'The baseline year ({{baselineYear}}) must not be after the target year ({{year}})',
    '基準年（{{baselineYear}}）不能晚於目標年份（{{year}}）',
  ],
  'goal.rule.number': [
    '{{org}}：{{field}} 须为非负数字，含小数点最多 {{max}} 个字符',
    '{{org}}: {{field}} must be a non-negative number of at most {{max}} characters, the decimal point included',
    '{{org}}：{{field}} 須為非負數字，含小數點最多 {{max}} 個字元',
  ],
  'goal.rule.monthNumber': [
    '{{org}}：{{month}} 月的值须为非负数字，含小数点最多 {{max}} 个字符',
    '{{org}}: the value for month {{month}} must be a non-negative number of at most {{max}} characters, the decimal point included',
    '{{org}}：{{month}} 月的值須為非負數字，含小數點最多 {{max}} 個字元',
  ],
  'goal.rule.monthCount': [
    '{{org}}：须填写 12 个月的值（现有 {{count}} 个）',
    '{{org}}: enter exactly 12 monthly values ({{count}} given)',
    '{{org}}：須填寫 12 個月的值（現有 {{count}} 個）',
  ],
  'goal.rule.monthsBelowAnnual': [
    '{{org}}：各月之和 {{sum}} 低于年度值 {{annual}}，月度值之和不能低于年度值',
    '{{org}}: the monthly values add up to {{sum}}, below the annual value {{annual}}; their sum must not be below it',
    '{{org}}：各月之和 {{sum}} 低於年度值 {{annual}}，月度值之和不能低於年度值',
  ],
  'goal.rule.splitNotTotal': [
    '{{org}}：1R + 2R + 3R = {{sum}}，须等于总目标 {{total}}',
    '{{org}}: 1R + 2R + 3R = {{sum}}, which must equal the total {{total}}',
    '{{org}}：1R + 2R + 3R = {{sum}}，須等於總目標 {{total}}',
  ],
  'goal.rule.needBusinessGroup': [
    '为 {{org}} 设定目标时，须至少分解到一个事业群',
    'A target for {{org}} needs at least one business-group row',
    '為 {{org}} 設定目標時，須至少分解到一個事業群',
  ],
  'goal.rule.needPark': [
    '为事业群 {{org}} 设定目标时，须至少分解到一个园区',
    'A target for the business group {{org}} needs at least one park row',
    '為事業群 {{org}} 設定目標時，須至少分解到一個園區',
  ],
  'goal.rule.controlSumAbove.businessGroups': [
    '{{parent}} 下各事业群的控制目标之和 {{sum}} 高于其目标 {{value}}，事业群之和不能高于 Fii 的值',
    'The business groups’ control targets under {{parent}} add up to {{sum}}, above its target {{value}}; their sum must not exceed it',
    '{{parent}} 下各事業群的控制目標之和 {{sum}} 高於其目標 {{value}}，事業群之和不能高於 Fii 的值',
  ],
  'goal.rule.controlSumAbove.parks': [
    '{{parent}} 下各园区的控制目标之和 {{sum}} 高于其目标 {{value}}，园区之和不能高于事业群的值',
    'The parks’ control targets under {{parent}} add up to {{sum}}, above its target {{value}}; their sum must not exceed it',
    '{{parent}} 下各園區的控制目標之和 {{sum}} 高於其目標 {{value}}，園區之和不能高於事業群的值',
  ],
  'goal.rule.reductionSumBelow.businessGroups': [
    '{{parent}} 下各事业群的减排目标之和 {{sum}} 低于其目标 {{value}}，事业群之和不能低于 Fii 的值',
    'The business groups’ reduction targets under {{parent}} add up to {{sum}}, below its target {{value}}; their sum must not be below it',
    '{{parent}} 下各事業群的減排目標之和 {{sum}} 低於其目標 {{value}}，事業群之和不能低於 Fii 的值',
  ],
  'goal.rule.reductionSumBelow.parks': [
    '{{parent}} 下各园区的减排目标之和 {{sum}} 低于其目标 {{value}}，园区之和不能低于事业群的值',
    'The parks’ reduction targets under {{parent}} add up to {{sum}}, below its target {{value}}; their sum must not be below it',
    '{{parent}} 下各園區的減排目標之和 {{sum}} 低於其目標 {{value}}，園區之和不能低於事業群的值',
  ],

  'goal.todo.split.absolute_control': [
    '将{{org}} {{year}} 年的绝对控制目标分解到园区并提交',
    'Split the {{year}} absolute control target of {{org}} to its parks and submit it',
    '將{{org}} {{year}} 年的絕對控制目標分解到園區並提交',
  ],
  'goal.todo.split.project_reduction': [
    '将{{org}} {{year}} 年的项目减排目标分解到园区并提交',
    'Split the {{year}} project reduction target of {{org}} to its parks and submit it',
    '將{{org}} {{year}} 年的專案減排目標分解到園區並提交',
  ],
  'goal.sheet.control': ['绝对控制目标', 'Absolute control targets', '絕對控制目標'],
  'goal.sheet.reduction': ['项目减排目标', 'Project reduction targets', '專案減排目標'],
  'goal.column.orgCode': ['组织编码', 'Organisation code', '組織編碼'],
  'goal.column.orgName': ['组织名称', 'Organisation name', '組織名稱'],
  'goal.column.year': ['年份', 'Year', '年份'],
  'goal.column.baselineYear': ['基准年', 'Baseline year', '基準年'],
  'goal.column.annual': ['年度目标（tCO2e）', 'Annual target (tCO2e)', '年度目標（tCO2e）'],
  'goal.column.total': ['总减排目标（tCO2e）', 'Total reduction target (tCO2e)', '總減排目標（tCO2e）'],
  'goal.column.reduce': ['1R 节能（tCO2e）', '1R Reduce (tCO2e)', '1R 節能（tCO2e）'],
  'goal.column.replace': ['2R 再生能源替代（tCO2e）', '2R Replace (tCO2e)', '2R 再生能源替代（tCO2e）'],
  'goal.column.resolve': ['3R（tCO2e）', '3R Resolve (tCO2e)', '3R（tCO2e）'],
  'goal.format.number': [
    '非负数字，含小数点最多 {{max}} 个字符',
    'A non-negative number of at most {{max}} characters, the decimal point included',
    '非負數字，含小數點最多 {{max}} 個字元',
  ],
  'goal.format.orgCode': [
    '组织管理中的组织编码（集团、事业群或园区）',
    'The organisation’s code (the group, a business group or a park)',
    '組織管理中的組織編碼（集團、事業群或園區）',
  ],
  'goal.format.orgName': ['仅供阅读，导入时忽略', 'For reading only; ignored on import', '僅供閱讀，匯入時忽略'],
  'goal.format.baselineYear': ['四位年份，留空则为 {{year}}', 'A four-digit year; {{year}} when empty', '四位年份，留空則為 {{year}}'],
  'goal.import.orgUnknown': ['没有编码为 {{code}} 的组织', 'No organisation has the code {{code}}', '沒有編碼為 {{code}} 的組織'],
  'goal.import.outOfScope': ['该组织不在您的数据范围内', 'This organisation is outside your data scope', '該組織不在您的資料範圍內'],
};

const MONTHS: ReadonlyArray<readonly [number, string, string, string]> = [
  [1, '1月', 'January', '1月'],
  [2, '2月', 'February', '2月'],
  [3, '3月', 'March', '3月'],
  [4, '4月', 'April', '4月'],
  [5, '5月', 'May', '5月'],
  [6, '6月', 'June', '6月'],
  [7, '7月', 'July', '7月'],
  [8, '8月', 'August', '8月'],
  [9, '9月', 'September', '9月'],
  [10, '10月', 'October', '10月'],
  [11, '11月', 'November', '11月'],
  [12, '12月', 'December', '12月'],
];
const MONTH_COLUMNS: Record<string, Row3> = Object.fromEntries(
  MONTHS.map(([m, zh, en, tw]) => [`goal.column.month${m}`, [`${zh}（tCO2e）`, `${en} (tCO2e)`, `${tw}（tCO2e）`] as const]),
);

export const goalsMessages = pivotRows({ ...ROWS, ...MONTH_COLUMNS });

import type { Catalogue } from '../../i18n/locale.js';

/**
 * HJ 212 (issue 15): pollutant names of `environment/hj212/pollutants.ts` and the labels
 * of packet refusal reasons (`environment/hj212/refusal.ts`).
 */
type Row = readonly [key: string, zhCN: string, enUS: string, zhTW: string];

const POLLUTANTS: readonly Row[] = [
  ['w00000', '污水流量', 'Wastewater flow', '污水流量'],
  ['w01001', 'pH 值', 'pH', 'pH 值'],
  ['w01009', '溶解氧', 'Dissolved oxygen', '溶解氧'],
  ['w01010', '水温', 'Water temperature', '水溫'],
  ['w01012', '悬浮物', 'Suspended solids', '懸浮物'],
  ['w01014', '电导率', 'Conductivity', '電導率'],
  ['w01017', '五日生化需氧量', 'Five-day biochemical oxygen demand (BOD5)', '五日生化需氧量'],
  ['w01018', '化学需氧量', 'Chemical oxygen demand (COD)', '化學需氧量'],
  ['w01019', '高锰酸盐指数', 'Permanganate index', '高錳酸鹽指數'],
  ['w01020', '总有机碳', 'Total organic carbon', '總有機碳'],
  ['w20111', '总汞', 'Total mercury', '總汞'],
  ['w20115', '总镉', 'Total cadmium', '總鎘'],
  ['w20116', '总铬', 'Total chromium', '總鉻'],
  ['w20117', '六价铬', 'Hexavalent chromium', '六價鉻'],
  ['w20119', '总砷', 'Total arsenic', '總砷'],
  ['w20120', '总铅', 'Total lead', '總鉛'],
  ['w20121', '总镍', 'Total nickel', '總鎳'],
  ['w20122', '总铜', 'Total copper', '總銅'],
  ['w20123', '总锌', 'Total zinc', '總鋅'],
  ['w21001', '总氮', 'Total nitrogen', '總氮'],
  ['w21003', '氨氮', 'Ammonia nitrogen', '氨氮'],
  ['w21011', '总磷', 'Total phosphorus', '總磷'],
  ['w21016', '氰化物', 'Cyanide', '氰化物'],
  ['w21017', '氟化物', 'Fluoride', '氟化物'],
  ['w22001', '石油类', 'Petroleum oils', '石油類'],
  ['w23002', '挥发酚', 'Volatile phenols', '揮發酚'],
  ['a00000', '废气流量', 'Flue gas flow', '廢氣流量'],
  ['a01011', '烟气流速', 'Flue gas velocity', '煙氣流速'],
  ['a01012', '烟气温度', 'Flue gas temperature', '煙氣溫度'],
  ['a01013', '烟气压力', 'Flue gas pressure', '煙氣壓力'],
  ['a01014', '烟气湿度', 'Flue gas humidity', '煙氣濕度'],
  ['a05001', '二氧化碳', 'Carbon dioxide', '二氧化碳'],
  ['a19001', '氧气含量', 'Oxygen content', '氧氣含量'],
  ['a21001', '氨', 'Ammonia', '氨'],
  ['a21002', '氮氧化物', 'Nitrogen oxides (NOx)', '氮氧化物'],
  ['a21003', '一氧化氮', 'Nitric oxide', '一氧化氮'],
  ['a21004', '二氧化氮', 'Nitrogen dioxide', '二氧化氮'],
  ['a21005', '一氧化碳', 'Carbon monoxide', '一氧化碳'],
  ['a21024', '氯化氢', 'Hydrogen chloride', '氯化氫'],
  ['a21026', '二氧化硫', 'Sulphur dioxide (SO2)', '二氧化硫'],
  ['a21028', '硫化氢', 'Hydrogen sulphide', '硫化氫'],
  ['a24088', '非甲烷总烃', 'Non-methane hydrocarbons', '非甲烷總烴'],
  ['a25002', '苯', 'Benzene', '苯'],
  ['a25003', '甲苯', 'Toluene', '甲苯'],
  ['a25005', '二甲苯', 'Xylene', '二甲苯'],
  ['a34002', '可吸入颗粒物（PM10）', 'Inhalable particulate matter (PM10)', '可吸入顆粒物（PM10）'],
  ['a34004', '细颗粒物（PM2.5）', 'Fine particulate matter (PM2.5)', '細顆粒物（PM2.5）'],
  ['a34013', '烟尘（颗粒物）', 'Particulate matter (smoke dust)', '煙塵（顆粒物）'],
];

const REFUSALS: readonly Row[] = [
  ['bad_header', '报文头错误：不以 ## 开头', 'Bad header: the packet does not start with ##', '報文頭錯誤：不以 ## 開頭'],
  ['bad_length', '数据段长度与实际不符或超过上限', 'Data-segment length wrong or above the limit', '資料段長度與實際不符或超過上限'],
  ['bad_crc', 'CRC 校验错误', 'CRC check failed', 'CRC 校驗錯誤'],
  ['incomplete', '报文不完整：连接在报文中途断开', 'Incomplete packet: the connection ended inside it', '報文不完整：連線在報文中途斷開'],
  ['missing_field', '缺少必填字段', 'A required field is missing', '缺少必填欄位'],
  ['bad_field', '字段格式错误', 'A field is malformed', '欄位格式錯誤'],
  ['unsupported_cn', '不受理的命令编码（CN）', 'Command code (CN) not accepted', '不受理的命令編碼（CN）'],
  [
    'unknown_mn',
    '设备编码（MN）未登记到任何监测点',
    'Device id (MN) not registered to a monitoring point',
    '設備編碼（MN）未登記到任何監測點',
  ],
  ['wrong_password', '访问密码（PW）错误', 'Wrong access password (PW)', '存取密碼（PW）錯誤'],
  [
    'wrong_protocol',
    '协议版本与监测点设置不符（HJ/T 212-2005 或 HJ 212-2017）',
    'Protocol version not the one set for the point (HJ/T 212-2005 or HJ 212-2017)',
    '協定版本與監測點設定不符（HJ/T 212-2005 或 HJ 212-2017）',
  ],
];

function pivot(): Catalogue {
  const out: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
  const add = (prefix: string, rows: readonly Row[]) => {
    for (const [key, zhCN, enUS, zhTW] of rows) {
      out['zh-CN'][`${prefix}.${key}`] = zhCN;
      out['en-US'][`${prefix}.${key}`] = enUS;
      out['zh-TW'][`${prefix}.${key}`] = zhTW;
    }
  };
  add('hj212.pollutant', POLLUTANTS);
  add('hj212.refusal', REFUSALS);
  return out;
}

export const hj212Messages: Catalogue = pivot();

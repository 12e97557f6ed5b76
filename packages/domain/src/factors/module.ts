import { defineDomainModule, route, routeDir } from '../shared/index.js';
import { exchangeRateContract } from './exchange-rate.contract.js';
import { factorContract } from './factor.contract.js';
import { factorsMessages } from './factors.messages.js';

/**
 * Emission factors and their versions, and the base exchange-rate table (spec §4): the basic data the engine
 * reads. It predates the manifest (ADR 020): its contracts keep their place after the audit log's, its directory
 * and pages theirs (each follows the row it followed in the route table).
 */
export const factorModule = defineDomainModule({
  name: 'factor',
  contracts: [factorContract, exchangeRateContract],
  contractsAfter: 'audit',
  menus: [
    {
      route: routeDir('BasicModule', '/BasicModule', null, { icon: 'database' }),
      title: ['基础模块', 'Basic data', '基礎模組'],
      after: 'apply',
    },
    {
      route: route('factor', '/BasicModule/factor', 'BasicModule'),
      title: ['因子维护', 'Factor maintenance', '因子維護'],
      after: 'BasicModule',
    },
    {
      route: route('exchangeRate', '/BasicModule/exchangeRate', 'BasicModule'),
      title: ['基础汇率表', 'Base exchange-rate table', '基礎匯率表'],
      after: 'factor',
    },
  ],
  permissions: {
    'factor:add': ['新增排放因子', 'Add emission factor', '新增排放係數'],
    'factor:edit': ['编辑排放因子', 'Edit emission factor', '編輯排放係數'],
    'factor:delete': ['删除排放因子', 'Delete emission factor', '刪除排放係數'],
    'factor:import': ['导入排放因子', 'Import emission factors', '匯入排放係數'],
    'factor:export': ['导出排放因子', 'Export emission factors', '匯出排放係數'],
    'factor:recalculate': ['按新因子版本重算', 'Recalculate with another factor version', '依新係數版本重算'],
    'exchangeRate:add': ['新增汇率', 'Add exchange rate', '新增匯率'],
    'exchangeRate:edit': ['编辑汇率', 'Edit exchange rate', '編輯匯率'],
    'exchangeRate:delete': ['删除汇率', 'Delete exchange rate', '刪除匯率'],
    'exchangeRate:import': ['导入汇率', 'Import exchange rates', '匯入匯率'],
    'exchangeRate:export': ['导出汇率', 'Export exchange rates', '匯出匯率'],
  },
  fields: {
    'factor.code': ['因子编码', 'Factor code', '係數代碼'],
    'factor.value': ['因子值', 'Factor value', '係數值'],
    'factor.keyword': ['名称或编码', 'Name or code', '名稱或代碼'],
    'exchangeRate.source': ['数据来源', 'Data source', '資料來源'],
  },
  catalogues: { factors: factorsMessages },
});

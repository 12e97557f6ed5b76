import { defineDomainModule, hiddenRoute, route, routeDir } from '../shared/index.js';
import { carbonTemplateContract } from './inventory.contract.js';
import { inventoryMessages } from './inventory.messages.js';
import { inventoryProjectContract } from './inventory.contract.js';
import { inventoryTaskContract } from './inventory.contract.js';

/**
 * Inventory projects, tasks, carbon templates, the fill page and the inventory details (spec §5, ADR 009). It
 * predates the manifest (ADR 020): its contracts keep their place after the approval centre's, its directory and
 * pages theirs (each follows the row it followed in the route table).
 */
export const inventoryModule = defineDomainModule({
  name: 'inventory',
  contracts: [inventoryProjectContract, inventoryTaskContract, carbonTemplateContract],
  contractsAfter: 'approval',
  menus: [
    {
      route: routeDir('carbonButler', '/carbonButler', null, { icon: 'audit' }),
      title: ['碳管家', 'Carbon butler', '碳管家'],
      after: 'Absolute_CASOAA',
    },
    {
      route: route('inventoryProject', '/carbonButler/inventoryProject', 'carbonButler'),
      title: ['盘查项目', 'Inventory projects', '盤查專案'],
      after: 'carbonButler',
    },
    {
      route: route('inventoryTask', '/carbonButler/inventoryTask', 'carbonButler'),
      title: ['盘查任务', 'Inventory tasks', '盤查任務'],
      after: 'inventoryProject',
    },
    {
      route: route('carbonTemplate', '/carbonButler/carbonTemplate', 'carbonButler'),
      title: ['填报模板', 'Carbon templates', '填報範本'],
      after: 'approvalCenter',
    },
    {
      route: hiddenRoute('ReportInventory', '/carbonButler/ReportInventory', 'carbonButler'),
      title: ['盘查明细', 'Inventory details', '盤查明細'],
      after: 'certificate',
    },
    {
      route: hiddenRoute('viewApprovals', '/carbonButler/viewApprovals', 'carbonButler'),
      title: ['任务审批进度', 'Task approval progress', '任務簽核進度'],
      after: 'allReport',
    },
    {
      route: hiddenRoute('reportTemplate', '/carbonButler/reportTemplate', 'carbonButler'),
      title: ['按模板填报', 'Template-based filling', '按範本填報'],
      after: 'viewApprovals',
    },
  ],
  permissions: {
    'inventoryProject:add': ['新增盘查项目', 'Add inventory project', '新增盤查專案'],
    'inventoryProject:edit': ['编辑盘查项目', 'Edit inventory project', '編輯盤查專案'],
    'inventoryProject:delete': ['删除盘查项目', 'Delete inventory project', '刪除盤查專案'],
    'inventoryTask:issue': ['下发盘查任务', 'Issue inventory tasks', '下發盤查任務'],
    'inventoryTask:distribute': ['分发盘查任务', 'Distribute inventory tasks', '分發盤查任務'],
    'inventoryTask:fill': ['填报排放数据', 'Fill in emission data', '填報排放資料'],
    'inventoryTask:submit': ['提交盘查任务', 'Submit inventory tasks', '提交盤查任務'],
    'carbonTemplate:add': ['新增填报模板', 'Add carbon template', '新增填報範本'],
    'carbonTemplate:edit': ['编辑填报模板', 'Edit carbon template', '編輯填報範本'],
    'carbonTemplate:delete': ['删除填报模板', 'Delete carbon template', '刪除填報範本'],
  },
  fields: {},
  catalogues: { inventory: inventoryMessages },
});

import { defineDomainModule, route, routeDir } from '../shared/index.js';
import { envAlarmContract } from './env-alarm.contract.js';
import { envPointContract } from './env-point.contract.js';
import { envReadingContract } from './env-reading.contract.js';
import { environmentMessages } from './environment.messages.js';
import { ENVIRONMENT_FIELDS } from './fields.messages.js';
import { hj212Messages } from './hj212/hj212.messages.js';
import { emergencyPlanContract, envHonorContract, envPermitContract, envWasteContract, wasteCatalogueContract } from './records/index.js';
import { environmentRecordsMessages } from './records/records.messages.js';

/**
 * Environmental protection (issue 15, ADR 015; HJ 212 issue 27): monitoring points, readings and alarms, and the
 * environmental records (waste, EIA and permits, emergency plans, honours). Ours: spec §3 holds its enumerations,
 * §2 names the alarm log and /apply.
 */
export const environmentModule = defineDomainModule({
  name: 'environment',
  contracts: [
    envPointContract,
    envReadingContract,
    envAlarmContract,
    wasteCatalogueContract,
    envWasteContract,
    envPermitContract,
    emergencyPlanContract,
    envHonorContract,
  ],
  menus: [
    {
      route: routeDir('environment', '/environment', null, { icon: 'environment', redirect: '/environment/envPoint' }),
      title: ['环境保护', 'Environmental protection', '環境保護'],
    },
    { route: route('envPoint', '/environment/envPoint', 'environment'), title: ['监测点位', 'Monitoring points', '監測點位'] },
    { route: route('envData', '/environment/envData', 'environment'), title: ['监测数据', 'Monitoring data', '監測資料'] },
    { route: route('alarmLog', '/environment/alarmLog', 'environment'), title: ['报警日志', 'Alarm log', '報警日誌'] },
    { route: route('envWaste', '/environment/envWaste', 'environment'), title: ['固废与危废', 'Solid and hazardous waste', '固廢與危廢'] },
    {
      route: route('envPermit', '/environment/envPermit', 'environment'),
      title: ['环评与排污许可', 'Environmental impact and permits', '環評與排污許可'],
    },
    { route: route('emergencyPlan', '/environment/emergencyPlan', 'environment'), title: ['应急预案', 'Emergency plans', '應急預案'] },
    { route: route('envHonor', '/environment/envHonor', 'environment'), title: ['环保荣誉', 'Environmental honours', '環保榮譽'] },
    { route: route('apply', '/apply', null, { visible: false, standalone: true }), title: ['申请', 'Application', '申請'] },
  ],
  permissions: {
    'wasteCatalogue:add': ['新增废物名录条目', 'Add catalogue entry', '新增廢物名錄條目'],
    'wasteCatalogue:edit': ['编辑废物名录条目', 'Edit catalogue entry', '編輯廢物名錄條目'],
    'wasteCatalogue:delete': ['删除废物名录条目', 'Delete catalogue entry', '刪除廢物名錄條目'],
    'wasteCatalogue:import': ['导入废物名录', 'Import waste catalogue', '匯入廢物名錄'],
    'wasteCatalogue:export': ['导出废物名录', 'Export waste catalogue', '匯出廢物名錄'],
    'envReading:unregisteredRefusals': [
      '查看未登记设备的拒收报文',
      'View refused packets of unregistered devices',
      '查看未登記設備的拒收封包',
    ],
    'envWaste:add': ['新增废物记录', 'Add waste record', '新增廢物記錄'],
    'envWaste:edit': ['编辑废物记录', 'Edit waste record', '編輯廢物記錄'],
    'envWaste:delete': ['删除废物记录', 'Delete waste record', '刪除廢物記錄'],
    'envWaste:import': ['导入废物记录', 'Import waste records', '匯入廢物記錄'],
    'envWaste:export': ['导出废物记录', 'Export waste records', '匯出廢物記錄'],
    'envWaste:factorMap': ['设置处置方式的排放因子', 'Map disposal methods to factors', '設定處置方式的排放係數'],
    'envWaste:toInventory': ['加入盘查任务', 'Add to inventory task', '加入盤查任務'],
    'envPermit:add': ['新增环评项目', 'Add EIA project', '新增環評專案'],
    'envPermit:edit': ['编辑环评项目', 'Edit EIA project', '編輯環評專案'],
    'envPermit:delete': ['删除环评项目', 'Delete EIA project', '刪除環評專案'],
    'envPermit:status': ['变更建设状态', 'Change construction status', '變更建設狀態'],
    'emergencyPlan:add': ['新增应急预案', 'Add emergency plan', '新增應急預案'],
    'emergencyPlan:edit': ['编辑应急预案', 'Edit emergency plan', '編輯應急預案'],
    'emergencyPlan:delete': ['删除应急预案', 'Delete emergency plan', '刪除應急預案'],
    'envHonor:add': ['新增荣誉', 'Add honour', '新增榮譽'],
    'envHonor:edit': ['编辑荣誉', 'Edit honour', '編輯榮譽'],
    'envHonor:delete': ['删除荣誉', 'Delete honour', '刪除榮譽'],
    'envPoint:add': ['新增监测点位', 'Add monitoring point', '新增監測點位'],
    'envPoint:edit': ['编辑监测点位', 'Edit monitoring point', '編輯監測點位'],
    'envPoint:delete': ['删除监测点位', 'Delete monitoring point', '刪除監測點位'],
    'envData:fill': ['填报手工监测数据', 'Enter manual monitoring data', '填報手工監測資料'],
    'envAlarm:export': ['导出报警记录', 'Export alarms', '匯出警報記錄'],
    'envAlarm:assign': ['指派报警', 'Assign alarms', '指派警報'],
    'envAlarm:handle': ['处理报警', 'Process alarms', '處理警報'],
    'envAlarm:settings': ['设置报警等级', 'Alarm rank settings', '設定警報等級'],
  },
  fields: ENVIRONMENT_FIELDS,
  catalogues: { environment: environmentMessages, environmentRecords: environmentRecordsMessages, hj212: hj212Messages },
});

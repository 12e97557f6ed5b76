import { defineDomainModule, hiddenRoute } from '../shared/index.js';
import { reportContract } from './report.contract.js';
import { reportDocumentMessages } from './report-document.messages.js';
import { reportMessages } from './report.messages.js';

/**
 * Inventory reports and consolidation (spec §6, ADR 010): the report of one organisation and year, the summary
 * report, all reports, their PDF and Excel documents. It predates the manifest (ADR 020): its contract keeps its
 * place after certificate management's, its three pages theirs after the inventory details.
 */
export const reportModule = defineDomainModule({
  name: 'report',
  contracts: [reportContract],
  contractsAfter: 'certificate',
  menus: [
    {
      route: hiddenRoute('report', '/carbonButler/report', 'carbonButler'),
      title: ['报告详情', 'Report details', '報告詳情'],
      after: 'ReportInventory',
    },
    {
      route: hiddenRoute('totalReport', '/carbonButler/totalReport', 'carbonButler'),
      title: ['汇总报告详情', 'Summary report details', '匯總報告詳情'],
      after: 'ReportInventory',
    },
    {
      route: hiddenRoute('allReport', '/carbonButler/allReport', 'carbonButler'),
      title: ['全部报告详情', 'All report details', '全部報告詳情'],
      after: 'ReportInventory',
    },
  ],
  permissions: {
    'report:generate': ['生成盘查报告', 'Generate inventory reports', '產生盤查報告'],
    'report:edit': ['编辑盘查报告', 'Edit inventory reports', '編輯盤查報告'],
    'report:publish': ['发布盘查报告', 'Publish inventory reports', '發布盤查報告'],
    'report:export': ['导出盘查报告', 'Export inventory reports', '匯出盤查報告'],
    'report:baseYear': ['设定及重新计算基准年', 'Set and recalculate base years', '設定及重新計算基準年'],
  },
  fields: {
    'report.template': ['报告模板', 'Report template', '報告範本'],
    'report.kind': ['报告类型', 'Report type', '報告類型'],
    'report.format': ['导出格式', 'Export format', '匯出格式'],
    'report.from': ['对比的旧版本', 'Compare from version', '對比的舊版本'],
    'report.to': ['对比的新版本', 'Compare to version', '對比的新版本'],
  },
  catalogues: { report: reportMessages, reportDocument: reportDocumentMessages },
});

import { defineDomainModule, route } from '../shared/index.js';
import { approvalContract } from './approval.contract.js';
import { approvalMessages } from './approval.messages.js';

/**
 * The approval centre (spec §5.3): the decisions on inventory tasks and projects. It predates the manifest
 * (ADR 020): its contract keeps its place after the engine's, its page its place among the inventory's.
 */
export const approvalModule = defineDomainModule({
  name: 'approval',
  contracts: [approvalContract],
  contractsAfter: 'calc',
  menus: [
    {
      route: route('approvalCenter', '/carbonButler/approvalCenter', 'carbonButler'),
      title: ['审批中心', 'Approval centre', '簽核中心'],
      after: 'inventoryTask',
    },
  ],
  permissions: {
    'approval:decide': ['审批', 'Approve or reject', '簽核'],
    'approval:skip': ['无需审批直接提交（审批人“无”）', 'Submit without approval (approver "None")', '免簽核直接送出（簽核人「無」）'],
  },
  fields: {
    'approval.comment': ['审批意见', 'Approval comments', '簽核意見'],
  },
  catalogues: { approval: approvalMessages },
});

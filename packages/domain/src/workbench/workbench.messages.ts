import { pivotRows, type Row3 } from '../i18n/messages/rows.js';

/** The workbench (issue 14): to-do and notice kinds, the job's notices, entrances and pushes. */
const ROWS: Readonly<Record<string, Row3>> = {
  'error.2047001': ['待办不存在', 'The to-do does not exist', '待辦不存在'],
  'error.2047002': ['该待办已结束，不能再开始处理', 'This to-do is closed and cannot be started', '該待辦已結束，不能再開始處理'],
  'error.2047003': ['推送的通知不存在', 'The pushed notice does not exist', '推送的通知不存在'],
  'error.2047004': ['该通知已撤回', 'This notice has already been withdrawn', '該通知已撤回'],
  'error.2047005': [
    '所选组织和角色下没有可接收通知的有效账号',
    'No active account in the chosen organisations and roles can receive the notice',
    '所選組織和角色下沒有可接收通知的有效帳號',
  ],
  'workbench.entrance.tooMany': ['常用入口最多设置 3 个', 'You can set at most 3 common entrances', '常用入口最多設定 3 個'],
  'workbench.entrance.repeated': ['常用入口不能重复', 'A common entrance cannot be chosen twice', '常用入口不能重複'],
  'workbench.entrance.notAllowed': [
    '“{{menu}}”不是您可以打开的菜单页面',
    '"{{menu}}" is not a menu page you can open',
    '「{{menu}}」不是您可以開啟的選單頁面',
  ],
  'workbench.push.noTarget': ['请选择接收通知的组织或角色', 'Choose the organisations or roles to notify', '請選擇接收通知的組織或角色'],
  'workbench.todoKind.approval': ['审批', 'Approval', '簽核'],
  'workbench.todoKind.inventory_fill': ['盘查填报', 'Inventory filling', '盤查填報'],
  'workbench.todoKind.project_review': ['项目审核', 'Project review', '專案審核'],
  'workbench.todoKind.goal_split': ['目标分解', 'Goal decomposition', '目標分解'],
  'workbench.todoKind.env_alarm': ['环境告警', 'Environmental alarm', '環境告警'],
  'workbench.todoKind.other': ['其他', 'Other', '其他'],
  'workbench.noticeKind.approval': ['审批', 'Approval', '簽核'],
  'workbench.noticeKind.inventory_issued': ['任务下发', 'Task issued', '任務下發'],
  'workbench.noticeKind.due_soon': ['即将到期', 'Deadline soon', '即將到期'],
  'workbench.noticeKind.overdue': ['已超期', 'Timed out', '已逾期'],
  'workbench.noticeKind.push': ['管理员通知', 'Administrator notice', '管理員通知'],
  'workbench.noticeKind.env_alarm': ['环境告警', 'Environmental alarm', '環境告警'],
  'workbench.noticeKind.other': ['其他', 'Other', '其他'],
  'workbench.notice.dueSoon': [
    '待办“{{todo}}”将于 {{deadline}} 到期',
    'The to-do "{{todo}}" is due on {{deadline}}',
    '待辦「{{todo}}」將於 {{deadline}} 到期',
  ],
  'workbench.notice.overdue': [
    '待办“{{todo}}”已超期（截止 {{deadline}}）',
    'The to-do "{{todo}}" has timed out (deadline {{deadline}})',
    '待辦「{{todo}}」已逾期（截止 {{deadline}}）',
  ],
  'workbench.notice.push': ['{{title}}', '{{title}}', '{{title}}'],
};

export const workbenchMessages = pivotRows(ROWS);

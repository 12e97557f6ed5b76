import { defineDomainModule, route, routeDir } from '../shared/index.js';
import { workbenchContract } from './workbench.contract.js';
import { workbenchMessages } from './workbench.messages.js';

/**
 * The workbench (issue 14): the caller's to-dos, notices, common entrances and updates, and the notices
 * administrators push. It predates the manifest (ADR 020): its contract keeps its place after the project overview's
 * (the seeded sort of its buttons) and its directory its place after the projects' (listed first in modules.ts, its
 * rows open the modules' block of the route table).
 */
export const workbenchModule = defineDomainModule({
  name: 'workbench',
  contracts: [workbenchContract],
  contractsAfter: 'projectOverview',
  menus: [
    {
      route: routeDir('workbench', '/workbench', null, { icon: 'desktop', redirect: '/workbench/index' }),
      title: ['工作台', 'Workbench', '工作台'],
    },
    { route: route('workbench_index', '/workbench/index', 'workbench'), title: ['工作台首页', 'Workbench home', '工作台首頁'] },
    { route: route('TodoList', '/workbench/TodoList', 'workbench'), title: ['待办事项', 'To-do list', '待辦事項'] },
    { route: route('historyNotice', '/workbench/historyNotice', 'workbench'), title: ['历史通知', 'Notification history', '歷史通知'] },
  ],
  permissions: {
    'workbench:push': ['推送通知', 'Push notices', '推送通知'],
    'workbench:withdraw': ['撤回通知', 'Withdraw notices', '撤回通知'],
  },
  fields: {
    'workbench.status': ['待办状态', 'To-do state', '待辦狀態'],
    'workbench.type': ['待办类型', 'To-do type', '待辦類型'],
    'workbench.dateFrom': ['开始日期', 'From', '開始日期'],
    'workbench.dateTo': ['结束日期', 'To', '結束日期'],
    'workbench.read': ['阅读状态', 'Read or unread', '閱讀狀態'],
    'workbench.kind': ['通知类型', 'Notice type', '通知類型'],
    'workbench.ids': ['通知', 'Notices', '通知'],
    'workbench.menuCodes': ['常用入口', 'Common entrances', '常用入口'],
    'workbench.title': ['通知标题', 'Notice title', '通知標題'],
    'workbench.content': ['通知内容', 'Notice content', '通知內容'],
    'workbench.orgIds': ['接收组织', 'Organisations notified', '接收組織'],
    'workbench.roleIds': ['接收角色', 'Roles notified', '接收角色'],
  },
  catalogues: { workbench: workbenchMessages },
});

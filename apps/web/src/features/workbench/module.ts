import type { PageLoader } from '../../components/lazy-page';

/** The feature's pages by route code (ADR 020): the page registry finds every `features/<feature>/module.ts`. */
export const pages: Readonly<Record<string, PageLoader>> = {
  workbench_index: () => import('./components/workbench-index-page').then((m) => ({ default: m.WorkbenchIndexPage })),
  TodoList: () => import('./components/todo-list-page').then((m) => ({ default: m.TodoListPage })),
  historyNotice: () => import('./components/notice-history-page').then((m) => ({ default: m.NoticeHistoryPage })),
};

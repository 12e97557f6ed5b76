/** Where the task list's actions lead (routes of spec §2 under /carbonButler, built by helper F2's pages). */
export const TASK_LINKS = {
  fill: (taskId: string) => `/carbonButler/reportTemplate?taskId=${encodeURIComponent(taskId)}`,
  details: (taskId: string) => `/carbonButler/ReportInventory?taskId=${encodeURIComponent(taskId)}`,
  approvals: (taskId: string) => `/carbonButler/viewApprovals?taskId=${encodeURIComponent(taskId)}`,
} as const;

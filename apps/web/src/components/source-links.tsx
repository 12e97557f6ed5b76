import type { ReactNode } from 'react';
import { Space } from 'antd';
import { Link } from 'react-router';

/** Where an inventory figure leads (hidden routes): a task's summary and entries, and the report consolidated from its project. */
export const INVENTORY_LINKS = {
  task: (taskId: string) => `/carbonButler/ReportInventory?taskId=${encodeURIComponent(taskId)}`,
  report: (projectId: string, orgId: string) =>
    `/carbonButler/totalReport?projectId=${encodeURIComponent(projectId)}&orgId=${encodeURIComponent(orgId)}`,
} as const;

type Props = {
  /** The approved inventory tasks a figure sums. */
  taskIds: readonly string[];
  /** The report consolidated from `projectId` for `orgId`. */
  projectId: string;
  orgId: string;
  /** Testids `<prefix>-task-<id>` and `<prefix>-report-<projectId>`. */
  prefix: string;
  taskText: (id: string) => ReactNode;
  reportText: ReactNode;
};

/** A figure's sources as links: each inventory task it sums, then its project's consolidated report (the dashboard, the goals). */
export function SourceLinks({ taskIds, projectId, orgId, prefix, taskText, reportText }: Props) {
  return (
    <Space wrap>
      {taskIds.map((id) => (
        <Link key={id} to={INVENTORY_LINKS.task(id)} data-testid={`${prefix}-task-${id}`}>
          {taskText(id)}
        </Link>
      ))}
      <Link to={INVENTORY_LINKS.report(projectId, orgId)} data-testid={`${prefix}-report-${projectId}`}>
        {reportText}
      </Link>
    </Space>
  );
}

import { Button } from 'antd';
import { useOverviewLabels } from './labels';
import { useOverviewQuery } from './overview-filter';

/** An organisation group of an overview: a child drills down (the overview moves to its subtree); the organisation's own projects do not. */
export function OrgCell({ row, testId }: { row: { orgId: string; orgName: string; self: boolean }; testId: string }) {
  const L = useOverviewLabels();
  const { set } = useOverviewQuery();
  if (row.self) return <span data-testid={`${testId}-${row.orgId}`}>{L.org(row)}</span>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      data-testid={`${testId}-${row.orgId}`}
      title={L.t('org.drill')}
      onClick={() => set({ orgId: row.orgId })}
    >
      {row.orgName}
    </Button>
  );
}

import { useCallback, type ReactNode } from 'react';
import { Card, InputNumber, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { OrgTreeSelect, useOrgTree } from '../../../components/org-tree-select';
import { useLoginUser } from '../../../lib/login-user';
import { firstOrgInScope } from '../../../lib/org-scope';
import { thisYear, useGoalLabels } from './labels';
import { useSetSearch } from '../../../lib/search-params';

const idOf = (v: string | null) => (v && /^\d{1,18}$/.test(v) ? v : undefined);
const yearOf = (v: string | null) => (v && /^\d{4}$/.test(v) ? Number(v) : undefined);

/**
 * The organisation and year a view is for, kept in the address (`?orgId=&year=`, so a drill-down
 * can be shared); the organisation defaults to the first of the caller's tree in their data scope (not
 * an ancestor the tree shows for context), the year to this one.
 */
export function useOrgYear() {
  const [params] = useSearchParams();
  const tree = useOrgTree();
  const user = useLoginUser();
  const orgId = idOf(params.get('orgId')) ?? (user.data ? firstOrgInScope(tree.data, user.data.dataScopes) : undefined);
  const year = yearOf(params.get('year')) ?? thisYear();
  const set = useSetSearch();
  const setOrgId = useCallback((id: string | undefined) => set({ orgId: id }), [set]);
  const setYear = useCallback((y: number | null) => set({ year: y || undefined }), [set]);
  return { orgId, year, setOrgId, setYear };
}

type BarProps = ReturnType<typeof useOrgYear> & { extra?: ReactNode; children?: ReactNode };

/** The organisation picker and the year (data-testids `goal-org`, `goal-year`), then the view's own controls. */
export function OrgYearBar({ orgId, year, setOrgId, setYear, extra, children }: BarProps) {
  const L = useGoalLabels();
  return (
    <Card size="small">
      <Space wrap size="large" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap size="large">
          <Space>
            <Typography.Text>{L.t('field.org')}</Typography.Text>
            <div style={{ width: 280 }}>
              <OrgTreeSelect testId="goal-org" value={orgId} allowClear={false} onChange={(id) => setOrgId(id)} />
            </div>
          </Space>
          <Space>
            <Typography.Text>{L.t('field.year')}</Typography.Text>
            <InputNumber data-testid="goal-year" min={1900} max={9999} precision={0} value={year} onChange={setYear} />
          </Space>
          {children}
        </Space>
        {extra}
      </Space>
    </Card>
  );
}

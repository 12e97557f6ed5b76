import { useMemo, type ReactNode } from 'react';
import { Form, Select, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import type { OverviewQuery } from '../api/project-overview-api';
import { useOverviewLabels } from './labels';
import { useSetSearch } from '../../../lib/search-params';

const ID = /^\d{1,18}$/;
const YEAR = /^\d{4}$/;
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

/** The organisation and year of an overview, from the address bar (`?orgId=&year=`): links and reloads keep them. */
export function useOverviewQuery() {
  const [params] = useSearchParams();
  const orgId = params.get('orgId') ?? '';
  const yearText = params.get('year') ?? '';
  const year = YEAR.test(yearText) && Number(yearText) >= MIN_YEAR && Number(yearText) <= MAX_YEAR ? Number(yearText) : undefined;
  const query: OverviewQuery = useMemo(
    () => ({ ...(ID.test(orgId) ? { orgId } : {}), ...(year === undefined ? {} : { year }) }),
    [orgId, year],
  );
  const set: (change: { orgId?: string | undefined; year?: number | undefined }) => void = useSetSearch({ replace: true });
  return { query, set };
}

/** The years offered: ten back and five ahead of this one, and the chosen one when outside. */
function yearOptions(chosen: number | undefined): number[] {
  const now = new Date().getFullYear();
  const years = Array.from({ length: 16 }, (_, i) => now + 5 - i);
  return chosen !== undefined && !years.includes(chosen) ? [chosen, ...years].sort((a, b) => b - a) : years;
}

/** The organisation (its subtree) and estimated start year pickers of the overviews; `extra` sits beside them. */
export function OverviewFilter({ testId, withYear = true, extra }: { testId: string; withYear?: boolean; extra?: ReactNode }) {
  const L = useOverviewLabels();
  const { query, set } = useOverviewQuery();
  return (
    <Form layout="inline" data-testid={testId}>
      <Form.Item label={L.t('filter.org')} extra={query.orgId ? undefined : L.t('filter.orgHint')}>
        <div style={{ width: 260 }}>
          <OrgTreeSelect
            testId={`${testId}-org`}
            value={query.orgId}
            placeholder={L.t('filter.orgPlaceholder')}
            onChange={(v) => set({ orgId: v })}
          />
        </div>
      </Form.Item>
      {withYear && (
        <Form.Item label={L.t('filter.year')}>
          <Select<number>
            data-testid={`${testId}-year`}
            style={{ width: 140 }}
            allowClear
            placeholder={L.t('filter.allYears')}
            value={query.year}
            onChange={(v) => set({ year: v })}
            options={yearOptions(query.year).map((y) => ({ value: y, label: String(y) }))}
          />
        </Form.Item>
      )}
      {extra && (
        <Form.Item>
          <Space>{extra}</Space>
        </Form.Item>
      )}
    </Form>
  );
}

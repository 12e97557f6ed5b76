import { useCallback, useState } from 'react';
import { Alert, Card, InputNumber, Segmented, Space, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useProgress, useSourceTypes, useSummary, useTargets, type Approach } from '../api/dashboard-api';
import { ByOrgCard, CategoryCard, Pair, SourceTypeCard, TrendCard } from './breakdown-cards';
import { DerivationDrawer } from './derivation-drawer';
import { ProgressCard, TargetsCard } from './goals-card';
import { KpiCards, type KpiFigure } from './kpi-cards';
import { useDashboardLabels } from './labels';
import { useSetSearch } from '../../../lib/search-params';

const idOf = (v: string | null) => (v && /^\d{1,18}$/.test(v) ? v : undefined);
const yearOf = (v: string | null) => (v && /^\d{4}$/.test(v) ? Number(v) : undefined);
const APPROACHES: Approach[] = ['operational-control', 'equity-share', 'financial-control'];
const approachOf = (v: string | null) => APPROACHES.find((a) => a === v);

/**
 * The dashboard at / (issue 14): where the organisation stands in the year, from the approved
 * inventories. The organisation and year live in the address (`/?orgId=&year=`: the map and
 * the cockpit open an organisation this way); without an organisation the server shows the
 * caller's own. Every figure opens its derivation or the list behind it.
 */
export function DashboardPage() {
  const L = useDashboardLabels();
  const [params] = useSearchParams();
  // no year asked: the server opens on the latest year with approved data (and the page says so)
  const asked = { orgId: idOf(params.get('orgId')), year: yearOf(params.get('year')), approach: approachOf(params.get('approach')) };
  const summary = useSummary(asked);
  const q = { orgId: asked.orgId ?? summary.data?.orgId, year: asked.year ?? summary.data?.year, approach: asked.approach };
  const targets = useTargets(q);
  const progress = useProgress(q);
  const sourceTypes = useSourceTypes(q);
  const [figure, setFigure] = useState<KpiFigure | null>(null);
  const setSearch = useSetSearch();
  const set = useCallback((key: 'orgId' | 'year' | 'approach', value: string | undefined) => setSearch({ [key]: value }), [setSearch]);
  const drill = useCallback((id: string | undefined) => set('orgId', id), [set]);
  const s = summary.data;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="dashboard-page">
      <Card size="small">
        <Space wrap size="large">
          <Space>
            <Typography.Text>{L.t('field.org')}</Typography.Text>
            <div style={{ width: 300 }}>
              <OrgTreeSelect testId="dash-org" value={q.orgId} allowClear={false} onChange={(id) => drill(id)} />
            </div>
          </Space>
          <Space>
            <Typography.Text>{L.t('field.year')}</Typography.Text>
            <InputNumber
              data-testid="dash-year"
              min={1900}
              max={9999}
              precision={0}
              value={q.year}
              onChange={(y) => set('year', y ? String(y) : undefined)}
            />
          </Space>
          <Space>
            <Typography.Text>{L.t('field.approach')}</Typography.Text>
            <Segmented
              data-testid="dash-approach"
              value={asked.approach ?? s?.approach ?? 'operational-control'}
              options={APPROACHES.map((a) => ({ value: a, label: L.t(`approach.${a}`) }))}
              onChange={(a) => set('approach', String(a))}
            />
          </Space>
          {s && asked.year === undefined && s.sources.length > 0 && (
            // only when the year opened on has approved data (without any, it is merely this year)
            <Typography.Text type="secondary" data-testid="dash-latest-year">
              {L.t('latestYear', { year: s.year })}
            </Typography.Text>
          )}
          {s && (
            <Typography.Text type="secondary" data-testid="dash-basis">
              {L.t(`basis.${s.basis ?? 'none'}`)}
            </Typography.Text>
          )}
          {s && (
            // the approach the figures on screen follow (the server's answer), and whether it is the group's setting
            <Typography.Text type="secondary" data-testid="dash-approach-note">
              {L.t('approach.note', { approach: L.t(`approach.${s.approach ?? 'operational-control'}`) })}
              {asked.approach ? '' : L.t('approach.groupSetting')}
            </Typography.Text>
          )}
        </Space>
      </Card>
      {summary.error && <Alert type="warning" showIcon message={<span data-testid="dash-error">{summary.error.message}</span>} />}
      {!s && !summary.error && <Spin data-testid="dash-loading" />}
      {s && (
        <>
          <KpiCards s={s} L={L} onOpen={setFigure} />
          <Pair left={<TrendCard s={s} L={L} />} right={<ByOrgCard s={s} L={L} onDrill={drill} />} />
          <Pair left={<CategoryCard s={s} L={L} />} right={<SourceTypeCard data={sourceTypes.data} L={L} />} />
          <Pair left={<TargetsCard data={targets.data} L={L} />} right={<ProgressCard data={progress.data} L={L} />} />
          <DerivationDrawer s={s} figure={figure} L={L} onClose={() => setFigure(null)} />
        </>
      )}
    </Space>
  );
}

export default DashboardPage;

import { useState } from 'react';
import { Alert, Breadcrumb, Segmented, Space, Spin, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { usePerm } from '../../../components/use-perm';
import { achievementApi, useAchievement } from '../api/achievement-api';
import { useGoalLabels } from '../shared/labels';
import { OrgYearBar, useOrgYear } from '../shared/org-year';
import { ByMonth } from './by-month';
import { ByOrg } from './by-org';
import { ByYear } from './by-year';
import { ForecastPanel } from './forecast-panel';
import { SourcesDrawer, type OpenedActual } from './sources-drawer';
import { TrajectoryPanel } from './trajectory-panel';
import { useSetSearch } from '../../../lib/search-params';

type Tab = 'time' | 'org' | 'forecast';
const tabOf = (v: string | null): Tab => (v === 'org' || v === 'forecast' ? v : 'time');
type Crumb = { orgId: string; orgName: string };

/**
 * /Management_by_objectives/GoalsAndAchievement/Absolute_CASOAA (data-testid `goal-achievement-page`):
 * control targets against approved actuals — by time (the months of a year, or years against the
 * baseline), by organisation (drilling down the tree), and the forecast with its what-if and the
 * long-term trajectory. Every actual opens what it is drawn from; the details export as Excel.
 */
export function AchievementPage() {
  const L = useGoalLabels();
  const can = usePerm();
  const sel = useOrgYear();
  const [params] = useSearchParams();
  const setSearch = useSetSearch();
  const tab = tabOf(params.get('tab'));
  const [span, setSpan] = useState<'months' | 'years'>('months');
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [opened, setOpened] = useState<OpenedActual | null>(null);
  const q = useAchievement({ orgId: sel.orgId, year: sel.year });
  const data = q.data?.orgId === sel.orgId ? q.data : undefined;
  const here = data?.orgs.find((o) => o.orgId === sel.orgId);

  const setTab = (k: string) => setSearch({ tab: k });
  const pickOrg = (id: string | undefined) => {
    setTrail([]);
    sel.setOrgId(id);
  };
  const drill = (org: Crumb) => {
    setTrail((t) => [...(t.length ? t : here ? [{ orgId: here.orgId, orgName: here.orgName }] : []), org]);
    sel.setOrgId(org.orgId);
  };
  const back = (i: number) => {
    const to = trail[i];
    if (!to) return;
    setTrail((t) => (i === 0 ? [] : t.slice(0, i + 1)));
    sel.setOrgId(to.orgId);
  };

  const body = (() => {
    if (!sel.orgId) return <Spin />;
    if (q.error) return <Alert type="error" showIcon message={<span data-testid="goal-achievement-error">{q.error.message}</span>} />;
    if (tab === 'forecast')
      return (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <ForecastPanel orgId={sel.orgId} year={sel.year} />
          <TrajectoryPanel orgId={sel.orgId} year={sel.year} />
        </Space>
      );
    if (tab === 'time' && span === 'years') return <ByYear orgId={sel.orgId} year={sel.year} onOpen={setOpened} />;
    if (!data) return <Spin data-testid="goal-loading" />;
    if (tab === 'org') return <ByOrg data={data} onOpen={setOpened} onDrill={drill} />;
    return <ByMonth data={data} orgId={sel.orgId} onOpen={setOpened} />;
  })();

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-achievement-page">
      <OrgYearBar
        {...sel}
        setOrgId={pickOrg}
        extra={
          can(achievementApi.achievementExport.permission) &&
          sel.orgId && (
            <ExportButton
              testId="goal-achievement-export"
              endpoint={achievementApi.achievementExport}
              getQuery={() => ({ year: sel.year, orgId: sel.orgId ?? '' })}
              fallbackName={L.t('exportName.achievement', { year: sel.year })}
            />
          )
        }
      >
        {tab === 'time' && (
          <Segmented
            data-testid="goal-span"
            value={span}
            onChange={(v) => setSpan(v as 'months' | 'years')}
            options={[
              { value: 'months', label: L.t('span.months') },
              { value: 'years', label: L.t('span.years') },
            ]}
          />
        )}
      </OrgYearBar>
      {trail.length > 1 && (
        <Breadcrumb
          data-testid="goal-trail"
          items={trail.map((c, i) => ({
            key: c.orgId,
            title:
              i < trail.length - 1 ? (
                <Typography.Link data-testid={`goal-trail-${i}`} onClick={() => back(i)}>
                  {c.orgName}
                </Typography.Link>
              ) : (
                c.orgName
              ),
          }))}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'time', label: <span data-testid="goal-tab-time">{L.t('tabs.time')}</span> },
          { key: 'org', label: <span data-testid="goal-tab-org">{L.t('tabs.org')}</span> },
          { key: 'forecast', label: <span data-testid="goal-tab-forecast">{L.t('tabs.forecast')}</span> },
        ]}
      />
      {body}
      <SourcesDrawer opened={opened} onClose={() => setOpened(null)} />
    </Space>
  );
}

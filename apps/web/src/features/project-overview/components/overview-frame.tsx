import { useState, type ReactNode } from 'react';
import { Alert, Card, Space, Spin, Statistic, Tabs } from 'antd';
import { formatFigure, useOverviewLabels } from './labels';
import { OverviewFilter } from './overview-filter';

/** One total above the tabs: a count (shown as is) or a figure (a decimal string, formatted). */
export type OverviewTotal = { key: string; title: string; value: number | string };

/**
 * An overview page's frame (data-testid `<prefix>-overview-page`): the organisation and year filter (with `extra`
 * beside it), the refusal, the totals (`<prefix>-total-<key>`) and one tab per breakdown (`<prefix>-tab-<tab>`,
 * labelled `<prefix>.tab.<tab>`), then `children`. The totals and tabs show once the overview is loaded.
 */
export function OverviewFrame<Tab extends string>({
  prefix,
  overview,
  extra,
  totals,
  tabs,
  breakdown,
  children,
}: {
  prefix: string;
  overview: { error: Error | null; isLoading: boolean };
  extra?: ReactNode;
  /** Undefined while the overview loads. */
  totals: OverviewTotal[] | undefined;
  tabs: readonly Tab[];
  breakdown: (tab: Tab) => ReactNode;
  children?: ReactNode;
}) {
  const L = useOverviewLabels();
  const [tab, setTab] = useState<Tab>(tabs[0]!);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={`${prefix}-overview-page`}>
      <Card size="small">
        <OverviewFilter testId={`${prefix}-filter`} extra={extra} />
      </Card>
      {overview.error && <Alert type="error" showIcon message={<span data-testid={`${prefix}-error`}>{overview.error.message}</span>} />}
      {overview.isLoading && <Spin />}
      {totals && (
        <>
          <Card size="small">
            <Space size="large" wrap>
              {totals.map((m) => (
                <Statistic
                  key={m.key}
                  title={m.title}
                  value={m.value}
                  valueRender={() => (
                    <span data-testid={`${prefix}-total-${m.key}`}>{typeof m.value === 'number' ? m.value : formatFigure(m.value)}</span>
                  )}
                />
              ))}
            </Space>
          </Card>
          <Card size="small">
            <Tabs
              activeKey={tab}
              onChange={(k) => setTab(k as Tab)}
              items={tabs.map((k) => ({
                key: k,
                label: <span data-testid={`${prefix}-tab-${k}`}>{L.t(`${prefix}.tab.${k}`)}</span>,
                children: breakdown(k),
              }))}
            />
          </Card>
          {children}
        </>
      )}
    </Space>
  );
}

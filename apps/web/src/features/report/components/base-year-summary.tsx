import type { HTMLAttributes } from 'react';
import { Card, Descriptions, Table, Tag } from 'antd';
import type { BaseYearDetail, ScopeTotals } from '@carbon/domain';
import { formatDateTime } from '../../../lib/format';
import { Figure } from './figure';
import { LinesTable } from './lines-table';
import { formatFigure, formatPct, useReportLabels } from './labels';

type History = BaseYearDetail['history'][number];

const TOTALS: readonly (keyof ScopeTotals)[] = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'];
const ACTIONS = new Set(['set', 'recalculate']);

/**
 * The kept base year (data-testid `base-year-summary`): its year, approach, significance
 * threshold, whether and why it was recalculated, its totals and the entities it holds.
 */
export function BaseYearSummary({ detail }: { detail: BaseYearDetail }) {
  const L = useReportLabels();
  return (
    <div data-testid="base-year-summary">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
        <Descriptions.Item label={L.t('baseYear.org')}>{detail.orgName}</Descriptions.Item>
        <Descriptions.Item label={L.t('baseYear.year')}>
          <span data-testid="base-year-year">{detail.year}</span>
        </Descriptions.Item>
        <Descriptions.Item label={L.t('consolidate.approach')}>
          <span data-testid="base-year-approach-label">{L.approach(detail.approach)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={L.t('baseYear.threshold')}>
          <span data-testid="base-year-threshold">{formatPct(detail.thresholdPct)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={L.t('baseYear.recalculated')}>
          <span data-testid="base-year-recalculated">
            {detail.recalculated ? (
              <Tag color="orange">
                {detail.recalculatedAt ? L.t('baseYear.recalculatedAt', { at: formatDateTime(detail.recalculatedAt) }) : L.t('yes')}
              </Tag>
            ) : (
              L.t('no')
            )}
          </span>
        </Descriptions.Item>
        {detail.recalculated && (
          <Descriptions.Item label={L.t('baseYear.reason')}>
            <span data-testid="base-year-reason-text">{detail.reason ?? '—'}</span>
          </Descriptions.Item>
        )}
        {TOTALS.map((k) => (
          <Descriptions.Item key={k} label={L.td(`report.figure.${k}`)}>
            <span data-testid={`base-year-total-${k}`}>
              <Figure figure={null} value={detail.totals[k]} suffix=" tCO2e" strong={k.startsWith('total')} />
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Card
        size="small"
        style={{ marginTop: 12 }}
        title={<span data-testid="base-year-lines-title">{L.t('baseYear.lines', { count: detail.lines.length })}</span>}
      >
        <LinesTable lines={detail.lines} testId="base-year-lines" />
      </Card>
    </div>
  );
}

/** Every set and recalculation of the base year, newest first as the server lists them, with the totals before and after. */
export function BaseYearHistory({ detail }: { detail: BaseYearDetail }) {
  const L = useReportLabels();
  const total = (t: History['before']) => (t ? <span title={t.total}>{formatFigure(t.total)}</span> : '—');
  return (
    <Card size="small" title={L.t('baseYear.history.title')}>
      <Table<History>
        data-testid="base-year-history"
        size="small"
        rowKey={(h) => `${h.at}-${h.action}`}
        pagination={detail.history.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={detail.history}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: L.t('none') }}
        onRow={(_, i) => ({ 'data-testid': `base-year-history-${i ?? 0}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: L.t('baseYear.history.at'), key: 'at', render: (_, h) => formatDateTime(h.at) },
          { title: L.t('baseYear.history.actor'), key: 'actor', render: (_, h) => h.actorName || '—' },
          {
            title: L.t('baseYear.history.action'),
            key: 'action',
            render: (_, h) => (ACTIONS.has(h.action) ? L.t(`baseYear.action.${h.action}`) : L.t('unknown')),
          },
          { title: L.t('baseYear.history.reason'), key: 'reason', render: (_, h) => h.reason || '—' },
          { title: L.t('baseYear.history.before'), key: 'before', align: 'right', render: (_, h) => total(h.before) },
          { title: L.t('baseYear.history.after'), key: 'after', align: 'right', render: (_, h) => total(h.after) },
        ]}
      />
    </Card>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { Alert, Card, Col, Row, Table, Tag } from 'antd';
import { Decimal, type BaseYearCheck } from '@carbon/domain';
import { formatFigure, useReportLabels } from './labels';

type ScopeRow = BaseYearCheck['byScope'][number];
type EntityRow = BaseYearCheck['byEntity'][number];
type Compared = { before: string; after: string };

/** after − before, exactly (a value that is not a decimal counts as no change). */
function changeOf(r: Compared): Decimal {
  try {
    return new Decimal(r.after).minus(r.before);
  } catch {
    return new Decimal(0);
  }
}

/** The change as shown: "+0.25" (red: more emissions), "-0.1" (green), "0". */
function Change({ row }: { row: Compared }) {
  const d = changeOf(row);
  if (d.isZero()) return <span>0</span>;
  return (
    <Tag color={d.isNegative() ? 'green' : 'red'} title={d.toFixed()}>
      {d.isNegative() ? '' : '+'}
      {formatFigure(d.toFixed())}
    </Tag>
  );
}

const figureCell = (value: string) => <span title={value}>{formatFigure(value)}</span>;

/** The stored / recomputed / change columns both tables share. */
function compareColumns(L: ReturnType<typeof useReportLabels>) {
  return [
    {
      title: L.t('baseYear.check.stored'),
      key: 'before',
      align: 'right' as const,
      render: (_: unknown, r: Compared) => figureCell(r.before),
    },
    {
      title: L.t('baseYear.check.recomputed'),
      key: 'after',
      align: 'right' as const,
      render: (_: unknown, r: Compared) => figureCell(r.after),
    },
    {
      title: L.t('baseYear.check.change'),
      key: 'change',
      align: 'right' as const,
      render: (_: unknown, r: Compared) => <Change row={r} />,
    },
  ];
}

type Props = { check: BaseYearCheck; action?: ReactNode };

/**
 * The base year recomputed with today's structure and stored results (data-testid
 * `base-year-check`): whether the change of the location-based total reaches the significance
 * threshold (a warning when it does), and the kept and recomputed figures per scope and per
 * entity, an entity newly included or no longer included marked so.
 */
export function BaseYearCheckCard({ check, action }: Props) {
  const L = useReportLabels();
  const stored = new Set(check.stored.lines.map((l) => l.orgId));
  const now = new Set(check.recomputed.lines.map((l) => l.orgId));
  const params = { change: formatFigure(check.changePct), threshold: formatFigure(check.thresholdPct) };
  const entityName = (r: EntityRow) => (
    <>
      {r.orgName}
      {!stored.has(r.orgId) && (
        <Tag color="blue" style={{ marginLeft: 8 }}>
          {L.t('baseYear.check.added')}
        </Tag>
      )}
      {!now.has(r.orgId) && (
        <Tag color="default" style={{ marginLeft: 8 }}>
          {L.t('baseYear.check.removed')}
        </Tag>
      )}
    </>
  );

  return (
    <Card size="small" title={L.t('baseYear.check.title')} data-testid="base-year-check">
      {check.flagged ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={<span data-testid="base-year-check-flagged">{L.t('baseYear.check.flagged', params)}</span>}
          action={action}
        />
      ) : (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={<span data-testid="base-year-check-within">{L.t('baseYear.check.within', params)}</span>}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Table<ScopeRow>
            data-testid="base-year-check-scopes"
            size="small"
            title={() => L.t('baseYear.check.byScope')}
            rowKey="figure"
            pagination={false}
            dataSource={check.byScope}
            onRow={(r) => ({ 'data-testid': `base-year-check-scope-${r.figure}` }) as HTMLAttributes<HTMLElement>}
            columns={[
              {
                title: L.t('compare.figure'),
                key: 'figure',
                render: (_, r) => L.td(`report.figure.${r.figure}`, { defaultValue: L.t('unknown') }),
              },
              ...compareColumns(L),
            ]}
          />
        </Col>
        <Col xs={24} xl={14}>
          <Table<EntityRow>
            data-testid="base-year-check-entities"
            size="small"
            title={() => L.t('baseYear.check.byEntity')}
            rowKey="orgId"
            pagination={check.byEntity.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            dataSource={check.byEntity}
            scroll={{ x: 'max-content' }}
            onRow={(r) => ({ 'data-testid': `base-year-check-entity-${r.orgId}` }) as HTMLAttributes<HTMLElement>}
            columns={[{ title: L.t('lines.entity'), key: 'entity', render: (_, r) => entityName(r) }, ...compareColumns(L)]}
          />
        </Col>
      </Row>
    </Card>
  );
}

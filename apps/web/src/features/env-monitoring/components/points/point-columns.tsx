import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { MODE_TYPE, MONITORING_TYPE, POINT_TYPE, type EnvPointRow } from '@carbon/domain';
import { formatDateTime } from '../../../../lib/format';
import { ENV_ROUTES, formatValue, type EnvLabels } from '../labels';
import { enumColumn } from '../../../../lib/enum-labels';
import { pollutantText } from './pollutant-rules';
import { AUTOMATIC } from './point-values';
import { actionsColumn } from '../../../../components/actions-column';
import { orgColumns } from '../../../../components/org-columns';

export type PointAction = 'edit' | 'rotateKey' | 'delete';

type Options = { L: EnvLabels; actions: PointAction[]; renderAction: (action: PointAction, row: EnvPointRow) => ReactNode };

/** The pollutants of a point with their limits: "COD · w01018 ≤ 50 / 40 mg/L". */
function Pollutants({ L, row }: { L: EnvLabels; row: EnvPointRow }) {
  return (
    <Space direction="vertical" size={0} data-testid={`point-pollutants-${row.id}`}>
      {row.pollutants.map((p) => (
        <Typography.Text key={p.code}>
          {pollutantText(L.td, p.code)}
          {/* the limits as entered, to their own 6 places (issue 25 item 8) */}
          <Typography.Text type="secondary" data-as-entered>
            {' '}
            {L.t('point.limits', { hourly: formatValue(p.hourlyLimit, 6), daily: formatValue(p.dailyLimit, 6), unit: p.unit })}
          </Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );
}

/**
 * Columns and search fields of the point list: name or MN, organisation (subtree), monitoring
 * type, point type and mode (codes as labels); the pollutants and limits, the device key's hint,
 * the last reading.
 */
export function pointColumns({ L, actions, renderAction }: Options): ProColumns<EnvPointRow>[] {
  const label = (name: string) => L.td(`field.${name}`);
  return [
    {
      title: label('name'),
      dataIndex: 'name',
      search: false,
      render: (_, r) => (
        <Link to={ENV_ROUTES.data(r.id)} data-testid={`point-open-${r.id}`}>
          {r.name}
        </Link>
      ),
    },
    { title: L.t('point.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { 'data-testid': 'point-search-keyword' } },
    ...orgColumns<EnvPointRow>(label('orgId'), 'point-search-org'),
    { title: L.t('point.park'), dataIndex: 'parkName', search: false, ellipsis: true, render: (_, r) => r.parkName ?? '—' },
    enumColumn<EnvPointRow>(L.td, MONITORING_TYPE, label('monitoringType'), 'monitoringType', 'point-search-monitoringType', {
      render: (_, r) => <span data-testid={`point-monitoringType-${r.id}`}>{L.monitoringType(r.monitoringType)}</span>,
    }),
    enumColumn<EnvPointRow>(L.td, POINT_TYPE, label('pointType'), 'pointType', 'point-search-pointType', {
      render: (_, r) => L.pointType(r.pointType),
    }),
    enumColumn<EnvPointRow>(L.td, MODE_TYPE, label('modeType'), 'modeType', 'point-search-modeType', {
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={r.modeType === AUTOMATIC ? 'blue' : 'default'} data-testid={`point-modeType-${r.id}`}>
            {L.modeType(r.modeType)}
          </Tag>
          {r.modeType !== AUTOMATIC && r.fillType !== null && <Tag>{L.fillType(r.fillType)}</Tag>}
        </Space>
      ),
    }),
    { title: label('pollutants'), dataIndex: 'pollutants', search: false, render: (_, r) => <Pollutants L={L} row={r} /> },
    {
      title: L.t('point.device'),
      dataIndex: 'mn',
      search: false,
      render: (_, r) =>
        r.modeType === AUTOMATIC ? (
          <Space direction="vertical" size={0}>
            {r.mn && <span>{`MN ${r.mn}`}</span>}
            <Typography.Text type="secondary" data-testid={`point-keyHint-${r.id}`}>
              {L.t('point.keyHint', { hint: r.keyHint })}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: L.t('point.lastReading'),
      dataIndex: 'lastReadingAt',
      search: false,
      render: (_, r) => formatDateTime(r.lastReadingAt),
    },
    ...actionsColumn<EnvPointRow>(
      L.t('column.actions'),
      (r) => actions.filter((a) => a !== 'rotateKey' || r.modeType === AUTOMATIC).map((a) => renderAction(a, r)),
      actions.length > 0,
    ),
  ];
}

import { Alert, Card, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { EnvPointRow } from '@carbon/domain';
import { usePointDetail } from '../../api/env-api';
import { idParam, useEnvLabels, type EnvLabels } from '../labels';
import { PointSelect } from '../pickers';
import { pollutantText } from '../points/pollutant-rules';
import { AUTOMATIC } from '../points/point-values';
import { AutoPanel } from './auto-panel';
import { ManualPanel } from './manual-panel';
import { RefusalsCard } from './refusals-card';

/**
 * /environment/envData: the data of one point (`?pointId=`, the point list links here). A manual
 * point: its values per period (a year or the months of a year, by its fill type), entered in a
 * form or imported from Excel. An automatic point: its readings and hourly and daily averages over
 * a period, as a chart against the limit, and why data of it was refused (the last 100 refusals).
 */
export function EnvDataPage() {
  const L = useEnvLabels();
  const [params, setParams] = useSearchParams();
  const pointId = idParam(params.get('pointId'));
  const point = usePointDetail(pointId || undefined);
  const choose = (id: string | undefined) => setParams(id ? { pointId: id } : {});
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={L.t('data.title')}>
        <div style={{ maxWidth: 480 }}>
          <PointSelect L={L} testId="data-point" value={pointId || undefined} onChange={choose} />
        </div>
      </Card>
      {!pointId && <Empty description={L.t('data.pickPoint')} data-testid="data-empty" />}
      {point.isLoading && <Spin data-testid="data-loading" />}
      {point.error && <Alert type="error" showIcon message={point.error.message} data-testid="data-error" />}
      {point.data && <PointData L={L} point={point.data} />}
    </Space>
  );
}

function PointData({ L, point }: { L: EnvLabels; point: EnvPointRow }) {
  const automatic = point.modeType === AUTOMATIC;
  return (
    <>
      <Card size="small" data-testid="data-point-card">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={L.td('field.name')}>
            <span data-testid="data-point-name">{point.name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={L.td('field.orgId')}>{point.orgName}</Descriptions.Item>
          <Descriptions.Item label={L.td('field.monitoringType')}>{L.monitoringType(point.monitoringType)}</Descriptions.Item>
          <Descriptions.Item label={L.td('field.modeType')}>
            <Tag data-testid="data-point-mode">{L.modeType(point.modeType)}</Tag>
            {!automatic && <Tag>{L.fillType(point.fillType)}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={L.td('field.pollutants')} span={2}>
            {point.pollutants.map((p) => pollutantText(L.td, p.code)).join('、')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {automatic ? <AutoPanel key={point.id} L={L} point={point} /> : <ManualPanel key={point.id} L={L} point={point} />}
      {automatic && <RefusalsCard key={`refusals-${point.id}`} L={L} pointId={point.id} />}
    </>
  );
}

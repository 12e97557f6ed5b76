import { Card, Col, Row, Statistic } from 'antd';
import type { EnvAlarmFilter } from '@carbon/domain';
import { useAlarmCounts } from '../../api/env-api';
import type { EnvLabels } from '../labels';

const CARDS = [
  { key: 'urgent', rank: 0, color: '#cf1322' },
  { key: 'important', rank: 1, color: '#d46b08' },
  { key: 'general', rank: 2, color: '#0958d9' },
] as const;

/**
 * The filtered alarms counted by rank (urgent, important, general) and in all, from the server's
 * counts of the same filter as the table (`alarm-count-<rank>`, `alarm-count-total`).
 */
export function AlarmCounts({ L, filter }: { L: EnvLabels; filter: EnvAlarmFilter }) {
  const counts = useAlarmCounts(filter);
  const value = (key: 'urgent' | 'important' | 'general' | 'total') => counts.data?.[key];
  return (
    <Row gutter={12} style={{ marginBottom: 12 }} data-testid="alarm-counts">
      {CARDS.map((c) => (
        <Col key={c.key} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={L.rank(c.rank)}
              value={value(c.key) ?? '—'}
              loading={counts.isLoading}
              valueStyle={{ color: c.color }}
              valueRender={(node) => <span data-testid={`alarm-count-${c.key}`}>{node}</span>}
            />
          </Card>
        </Col>
      ))}
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic
            title={L.t('alarm.total')}
            value={value('total') ?? '—'}
            loading={counts.isLoading}
            valueRender={(node) => <span data-testid="alarm-count-total">{node}</span>}
          />
        </Card>
      </Col>
    </Row>
  );
}

import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryTaskSummary } from '@carbon/domain';
import { formatFigure } from '../../../lib/format';
import { categoryText, FILL_NS, qualityLevelText } from './labels';

const stat = (testId: string, title: string, value: string) => (
  <Statistic
    title={title}
    value={value}
    suffix="tCO2e"
    valueRender={() => (
      <span data-testid={testId} title={value}>
        {formatFigure(value)}
      </span>
    )}
  />
);

/**
 * The task's totals (submitted or approved entries of the task and its subordinate tasks): scope 1,
 * scope 2 location- and market-based, scope 3, the total, offsets apart, data quality and its level.
 */
export function SummaryCard({ summary, byCategory = false }: { summary: InventoryTaskSummary | undefined; byCategory?: boolean }) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  if (!summary) return null;
  const categories = Object.entries(summary.byCategory).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <Card
      size="small"
      title={t('summary.title')}
      data-testid="summary"
      extra={<Typography.Text type="secondary">{t('summary.basis')}</Typography.Text>}
    >
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          {stat('summary-scope1', t('summary.scope1'), summary.scope1)}
        </Col>
        <Col xs={12} md={6}>
          {stat('summary-scope2-location', t('summary.scope2Location'), summary.scope2Location)}
        </Col>
        <Col xs={12} md={6}>
          {stat('summary-scope2-market', t('summary.scope2Market'), summary.scope2Market)}
        </Col>
        <Col xs={12} md={6}>
          {stat('summary-scope3', t('summary.scope3'), summary.scope3)}
        </Col>
        <Col xs={12} md={6}>
          {stat('summary-total', t('summary.total'), summary.total)}
        </Col>
        <Col xs={12} md={6}>
          {stat('summary-offsets', t('summary.offsets'), summary.offsets)}
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('summary.quality')}
            value={summary.dataQuality.score ?? '—'}
            valueRender={() => (
              <span data-testid="summary-quality">
                {summary.dataQuality.score ?? '—'}
                {summary.dataQuality.level !== null && ` · ${qualityLevelText(td, summary.dataQuality.level)}`}
              </span>
            )}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('summary.entryCount')} value={summary.entryCount} />
        </Col>
      </Row>
      {byCategory && categories.length > 0 && (
        <Row gutter={[16, 8]} style={{ marginTop: 16 }} data-testid="summary-categories">
          {categories.map(([c, v]) => (
            <Col xs={12} md={8} key={c} data-testid={`summary-category-${c}`}>
              <Typography.Text type="secondary">
                {c} {categoryText(td, Number(c))}:
              </Typography.Text>{' '}
              <span title={v}>{formatFigure(v)}</span> tCO2e
            </Col>
          ))}
        </Row>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('summary.offsetsApart')}
      </Typography.Paragraph>
    </Card>
  );
}

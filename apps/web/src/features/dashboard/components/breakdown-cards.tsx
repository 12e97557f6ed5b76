import { Card, Col, Empty, Row, Table, Typography } from 'antd';
import { SCOPE3_CATEGORY, type DashboardOrgRow, type DashboardSourceTypes, type DashboardSummary } from '@carbon/domain';
import { DashChart } from './dash-chart';
import { byOrgOption, monthlyOption, pieOption } from './chart-options';
import type { DashboardLabels } from './labels';

const UNIT = 'tCO2e';

/** "Data not reported" in place of a chart (data-testid `<testId>-none`). */
function NotReported({ L, testId }: { L: DashboardLabels; testId: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid={`${testId}-none`}>{L.notReported}</span>} />;
}

/** The monthly trend against last year (data-testid `dash-trend`). */
export function TrendCard({ s, L }: { s: DashboardSummary; L: DashboardLabels }) {
  const any = s.byMonth.some((m) => m.total !== null || m.lastYear !== null);
  const words = {
    locale: L.locale,
    unit: UNIT,
    notReported: L.notReported,
    thisYear: String(s.year),
    lastYear: String(s.year - 1),
    month: L.month,
  };
  return (
    <Card size="small" title={L.t('card.trend')}>
      {any ? (
        <DashChart testId="dash-trend" option={monthlyOption(s, words)} />
      ) : s.basis === 'annual' ? (
        // an annual inventory has no months: say so rather than "not reported"
        <Typography.Text type="secondary" data-testid="dash-trend-annual">
          {L.t('trend.annualOnly')}
        </Typography.Text>
      ) : (
        <NotReported L={L} testId="dash-trend" />
      )}
    </Card>
  );
}

/** The children of the organisation (data-testid `dash-org-<id>`): a click drills down into one. */
export function ByOrgCard({ s, L, onDrill }: { s: DashboardSummary; L: DashboardLabels; onDrill: (orgId: string) => void }) {
  const reported = s.byOrg.some((o) => o.total !== null);
  return (
    <Card size="small" title={L.t('card.byOrg')}>
      {reported && (
        <DashChart
          testId="dash-by-org"
          height={Math.max(160, s.byOrg.length * 28 + 40)}
          option={byOrgOption(s.byOrg, { locale: L.locale, unit: UNIT, notReported: L.notReported })}
          onItemClick={(d) => {
            const id = (d as { orgId?: string } | undefined)?.orgId;
            if (id) onDrill(id);
          }}
        />
      )}
      <Table<DashboardOrgRow>
        size="small"
        rowKey="orgId"
        dataSource={s.byOrg}
        pagination={false}
        locale={{ emptyText: L.t('noChildren') }}
        columns={[
          {
            key: 'org',
            title: L.t('field.org'),
            render: (_, o) => (
              <Typography.Link data-testid={`dash-org-${o.orgId}`} onClick={() => onDrill(o.orgId)}>
                {o.orgName}
              </Typography.Link>
            ),
          },
          ...(['total', 'scope1', 'scope2Location', 'scope3'] as const).map((f) => ({
            key: f,
            title: L.t(`figure.${f}`),
            align: 'right' as const,
            render: (_: unknown, o: DashboardOrgRow) => (
              <span data-testid={`dash-org-${o.orgId}-${f}`} title={o[f] ?? ''}>
                {L.amount(o[f])}
              </span>
            ),
          })),
        ]}
      />
    </Card>
  );
}

/** Scope 3 by its categories (data-testid `dash-categories`). */
export function CategoryCard({ s, L }: { s: DashboardSummary; L: DashboardLabels }) {
  const parts = (s.byCategory ?? []).map((c) => ({ name: L.enumText(SCOPE3_CATEGORY, c.category), value: c.value }));
  const any = parts.some((p) => Number(p.value) !== 0);
  return (
    <Card size="small" title={L.t('card.categories')}>
      {any ? (
        <DashChart testId="dash-categories" option={pieOption(parts, { locale: L.locale, notReported: L.notReported })} />
      ) : (
        <NotReported L={L} testId="dash-categories" />
      )}
    </Card>
  );
}

/** Emissions by source type (data-testid `dash-source-types`). */
export function SourceTypeCard({ data, L }: { data: DashboardSourceTypes | undefined; L: DashboardLabels }) {
  const parts = (data?.rows ?? []).map((r) => ({
    name: `${L.t('scope', { scope: r.scope })} · ${L.ts(`type.${r.sourceType}`)}`,
    value: r.value,
  }));
  return (
    <Card size="small" title={L.t('card.sourceTypes')}>
      {parts.length ? (
        <DashChart testId="dash-source-types" option={pieOption(parts, { locale: L.locale, notReported: L.notReported })} />
      ) : (
        <NotReported L={L} testId="dash-source-types" />
      )}
    </Card>
  );
}

/** Two cards side by side on a wide screen. */
export function Pair({ left, right }: { left: React.ReactNode; right: React.ReactNode }) {
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={12}>
        {left}
      </Col>
      <Col xs={24} xl={12}>
        {right}
      </Col>
    </Row>
  );
}

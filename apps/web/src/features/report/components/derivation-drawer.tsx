import { useEffect, useState, type HTMLAttributes } from 'react';
import { Alert, Breadcrumb, Descriptions, Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMISSION_SCOPE, emissionResultWire, SCOPE3_CATEGORY, type ReportDerivation } from '@carbon/domain';
import { SOURCE_INPUT_NS, SourceExplanation } from '../../../components/source-input';
import { useDerivation } from '../api/report-api';
import { enumText, figureName, formatFigure, formatPct, useReportLabels } from './labels';

type Entry = ReportDerivation['entries']['rows'][number];
type Part = ReportDerivation['parts'][number];

const PAGE_SIZE = 20;
const explanationOf = emissionResultWire.shape.explanation;

type Props = {
  reportId: string;
  versionNo: number;
  /** The figure opened from the report (null: closed). */
  figure: string | null;
  /** A figure key's name as the report shows it ("Scope 1", an organisation, "Category 6 · Business travel"). */
  nameOf: (figure: string) => string;
  onClose: () => void;
};

/** An entry's stored engine explanation (formula, inputs with units, factor and version, GWP set), or a note that there is none. */
function EntryExplanation({ entry }: { entry: Entry }) {
  const { t } = useReportLabels();
  const parsed = explanationOf.safeParse(entry.explanation);
  if (!parsed.success) return <Typography.Text type="secondary">{t('derivation.noExplanation')}</Typography.Text>;
  return (
    <SourceExplanation
      explanation={parsed.data}
      factor={{ code: entry.factorCode, version: entry.factorVersion }}
      testId={`derivation-explanation-${entry.id}`}
    />
  );
}

/**
 * What a figure sums (data-testid `derivation-drawer`): its value, its parts (each opens its own
 * derivation; a breadcrumb leads back) and the entries behind it, paged, each expandable to its
 * stored explanation. Σ parts = the value exactly; only the display is rounded.
 */
export function DerivationDrawer({ reportId, versionNo, figure, nameOf, onClose }: Props) {
  const L = useReportLabels();
  const { t: ts } = useTranslation(SOURCE_INPUT_NS);
  const [trail, setTrail] = useState<string[]>([]);
  const [pageNo, setPageNo] = useState(1);
  // The names of parts opened here (an entity the detail's largest lines do not hold).
  const [learnt, setLearnt] = useState<Record<string, string>>({});
  useEffect(() => {
    setTrail(figure ? [figure] : []);
    setPageNo(1);
  }, [figure]);
  const current = trail[trail.length - 1] ?? null;
  const q = useDerivation({ id: reportId, figure: current, versionNo, pageNo, pageSize: PAGE_SIZE });
  const nameOfStep = (f: string) => learnt[f] ?? nameOf(f);
  const open = (part: Part & { figure: string }) => {
    setLearnt((x) => ({ ...x, [part.figure]: figureName(L, part) }));
    setTrail((x) => [...x, part.figure]);
    setPageNo(1);
  };
  const back = (index: number) => {
    setTrail((x) => x.slice(0, index + 1));
    setPageNo(1);
  };
  const d = q.data;

  return (
    <Drawer open={!!figure} onClose={onClose} width="min(1200px, 90vw)" title={L.t('derivation.title')} destroyOnHidden>
      <div data-testid="derivation-drawer">
        <Breadcrumb
          data-testid="derivation-trail"
          items={trail.map((f, i) => ({
            key: f,
            title:
              i < trail.length - 1 ? (
                <Typography.Link data-testid={`derivation-back-${i}`} onClick={() => back(i)}>
                  {nameOfStep(f)}
                </Typography.Link>
              ) : (
                nameOfStep(f)
              ),
          }))}
        />
        {q.error && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} message={<span data-testid="derivation-error">{q.error.message}</span>} />
        )}
        {current && (
          <Descriptions size="small" column={2} style={{ marginTop: 12 }} bordered>
            <Descriptions.Item label={L.t('derivation.figure')}>{nameOfStep(current)}</Descriptions.Item>
            <Descriptions.Item label={L.t('derivation.value')}>
              <span data-testid="derivation-value" title={d?.value}>
                {d ? `${formatFigure(d.value)} tCO2e` : '…'}
              </span>
            </Descriptions.Item>
          </Descriptions>
        )}
        {d && d.parts.length > 0 && (
          <Table<Part>
            data-testid="derivation-parts"
            size="small"
            style={{ marginTop: 12 }}
            rowKey={(p) => p.figure ?? `${p.labelKey ?? ''}:${p.label}`}
            pagination={false}
            dataSource={d.parts}
            title={() => L.t('derivation.parts')}
            columns={[
              {
                title: L.t('derivation.part'),
                key: 'name',
                render: (_, p) =>
                  p.figure ? (
                    <Typography.Link data-testid={`derivation-part-${p.figure}`} onClick={() => open({ ...p, figure: p.figure! })}>
                      {figureName(L, p)}
                    </Typography.Link>
                  ) : (
                    figureName(L, p)
                  ),
              },
              {
                title: L.t('derivation.value'),
                key: 'value',
                align: 'right',
                render: (_, p) => <span title={p.value}>{formatFigure(p.value)}</span>,
              },
            ]}
          />
        )}
        {d && (d.entries.totalRows > 0 || d.parts.length === 0) && (
          <Table<Entry>
            data-testid="derivation-entries"
            size="small"
            style={{ marginTop: 12 }}
            rowKey="id"
            title={() => L.t('derivation.entries', { count: d.entries.totalRows })}
            dataSource={d.entries.rows}
            loading={q.isFetching}
            onRow={(r) => ({ 'data-testid': `derivation-entry-${r.id}` }) as HTMLAttributes<HTMLElement>}
            expandable={{ expandedRowRender: (r) => <EntryExplanation entry={r} /> }}
            pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: d.entries.totalRows, showSizeChanger: false, onChange: setPageNo }}
            columns={[
              { title: L.t('entry.org'), dataIndex: 'orgName' },
              { title: L.t('entry.scope'), key: 'scope', render: (_, r) => enumText(L.td, EMISSION_SCOPE, r.scope) },
              {
                title: L.t('entry.category'),
                key: 'category',
                render: (_, r) => (r.category ? `${r.category} ${enumText(L.td, SCOPE3_CATEGORY, r.category)}` : '—'),
              },
              { title: L.t('entry.source'), key: 'source', render: (_, r) => r.sourceName || ts(`type.${r.sourceType}`) },
              { title: L.t('entry.facility'), dataIndex: 'facility', render: (v: string | null) => v || '—' },
              {
                title: L.t('entry.tco2e'),
                key: 'tco2e',
                align: 'right',
                render: (_, r) => <span title={r.tco2e}>{formatFigure(r.tco2e)}</span>,
              },
              { title: L.t('entry.appliedPct'), key: 'pct', align: 'right', render: (_, r) => formatPct(r.appliedPct) },
              {
                title: L.t('entry.factor'),
                key: 'factor',
                render: (_, r) => (r.factorCode ? `${r.factorCode} · ${r.factorVersion ?? '—'}` : '—'),
              },
              { title: L.t('entry.gwpSet'), key: 'gwp', render: (_, r) => r.gwpSet || '—' },
            ]}
          />
        )}
      </div>
    </Drawer>
  );
}

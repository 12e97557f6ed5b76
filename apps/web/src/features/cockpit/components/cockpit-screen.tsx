import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf, formatAmount, formatPercent, type CockpitData, type CustomBaseMap, type Locale, type MapPoint } from '@carbon/domain';
import { formatDateTime } from '../../../lib/format';
import { Chart, rankingOption, reductionOption, targetGaugeOption, trendOption, type ChartTexts } from './cockpit-charts';
import { CockpitApproach, type Approach } from './cockpit-approach';

/** What the cockpit's map panel receives (the park map feature's chart, composed in app/page-registry). */
export type MapPanelProps = {
  points: readonly MapPoint[];
  customMaps: readonly CustomBaseMap[];
  token?: string | undefined;
  height: number;
  onOpen?: ((orgId: string) => void) | undefined;
};
export type MapPanel = ComponentType<MapPanelProps>;

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="cockpit-panel" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A figure, or "data not reported" (never a placeholder number). */
function Figure({ label, value, change, testId }: { label: string; value: string | null; change?: string | null; testId: string }) {
  const { t, i18n } = useTranslation('cockpit');
  const shown = formatAmount(value, i18n.language as Locale);
  const pct = change === undefined ? undefined : formatPercent(change);
  return (
    <div className="cockpit-figure" data-testid={testId}>
      <span className="cockpit-figure__label">{label}</span>
      <strong className={shown === null ? 'cockpit-figure__none' : undefined}>{shown ?? t('notReported')}</strong>
      {pct !== undefined && <span className="cockpit-figure__change">{pct === null ? '' : t('vsLastYear', { pct })}</span>}
    </div>
  );
}

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

type Props = {
  data: CockpitData;
  Map: MapPanel;
  token?: string | undefined;
  onOpen?: ((orgId: string) => void) | undefined;
  tools?: ReactNode;
  /** The approach asked for in the address, if any; `onApproach` switches it (signed in). */
  asked?: Approach | undefined;
  onApproach?: ((a: Approach) => void) | undefined;
};

/** The 1920×1080 design: totals, trend, ranking, target, reductions and the map of parks. */
export function CockpitScreen({ data, Map, token, onOpen, tools, asked, onApproach }: Props) {
  const { t, i18n } = useTranslation('cockpit');
  const now = useClock();
  const s = data.summary;
  const texts: ChartTexts = useMemo(
    () => ({
      thisYear: t('legend.year', { year: s.year }),
      lastYear: t('legend.year', { year: s.year - 1 }),
      month: (m: number) => t('month', { m }),
      target: t('reduction.target'),
      estimated: t('reduction.estimated'),
      realised: t('reduction.realised'),
    }),
    [t, s.year],
  );
  const { control, reduction, renewable } = data.targets;
  const none = <p className="cockpit-none">{t('notReported')}</p>;
  return (
    <div className="cockpit" data-testid="cockpit">
      <header className="cockpit-head">
        <div className="cockpit-head__side">{formatDateTime(now)}</div>
        <h1 data-testid="cockpit-title">{t('title', { org: data.orgName, year: data.year })}</h1>
        <div className="cockpit-head__side cockpit-head__right">
          {data.expiresAt && <span data-testid="cockpit-expiry">{t('expires', { at: formatDateTime(data.expiresAt) })}</span>}
          <span>{t('updated', { at: formatDateTime(data.generatedAt) })}</span>
          <CockpitApproach approach={s.approach} asked={asked} onChange={onApproach} />
          {tools}
        </div>
      </header>
      <div className="cockpit-figures">
        <Figure testId="fig-total" label={t('fig.total')} value={s.total} change={changeOf(s.lastYear?.total, s.total)} />
        <Figure testId="fig-scope1" label={t('fig.scope1')} value={s.scope1} />
        <Figure testId="fig-scope2l" label={t('fig.scope2Location')} value={s.scope2Location} />
        <Figure testId="fig-scope2m" label={t('fig.scope2Market')} value={s.scope2Market} />
        <Figure testId="fig-scope3" label={t('fig.scope3')} value={s.scope3} />
        <Figure
          testId="fig-market"
          label={t('fig.totalMarket')}
          value={s.totalMarket}
          change={changeOf(s.lastYear?.totalMarket, s.totalMarket)}
        />
      </div>
      <div className="cockpit-grid">
        <div className="cockpit-col">
          <Panel testId="panel-trend" title={t('panel.trend')}>
            {s.basis === null && s.byMonth.every((m) => m.total === null) ? (
              none
            ) : (
              <Chart testId="chart-trend" option={trendOption(s.byMonth, texts)} height={300} />
            )}
          </Panel>
          <Panel testId="panel-ranking" title={t('panel.ranking')}>
            {s.byOrg.some((r) => r.total !== null) ? <Chart testId="chart-ranking" option={rankingOption(s.byOrg)} height={330} /> : none}
          </Panel>
        </div>
        <Panel testId="panel-map" title={t('panel.map')}>
          <Map points={data.map.points} customMaps={data.map.customMaps} token={token} height={700} onOpen={onOpen} />
        </Panel>
        <div className="cockpit-col">
          <Panel testId="panel-target" title={t('panel.target')}>
            {control ? (
              <>
                <Chart testId="chart-target" option={targetGaugeOption(control)} height={230} />
                <p className="cockpit-note">
                  {t('target.note', {
                    annual: formatAmount(control.annual, i18n.language as Locale),
                    status: t(`status.${control.status}`, { defaultValue: t('status.notReported') }),
                  })}
                </p>
              </>
            ) : (
              none
            )}
          </Panel>
          <Panel testId="panel-reduction" title={t('panel.reduction')}>
            {reduction ? <Chart testId="chart-reduction" option={reductionOption(reduction, texts)} height={250} /> : none}
            <p className="cockpit-note" data-testid="renewable">
              {t('fig.renewable')}: {renewable?.share != null ? formatPercent(renewable.share) : t('notReported')}
            </p>
          </Panel>
        </div>
      </div>
    </div>
  );
}

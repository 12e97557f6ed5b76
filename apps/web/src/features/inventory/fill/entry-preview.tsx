import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Space, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalcPreviewRequest, EmissionResultWire, EmissionSourceInput } from '@carbon/domain';
import { SourceExplanation, toSourceInput, useDebounced, type SourceValues } from '../../../components/source-input';
import { previewSource } from '../api/fill-api';
import { formatFigure } from '../../../lib/format';
import { FILL_NS } from './labels';

/** The live preview waits this long after the last keystroke. */
export const PREVIEW_DEBOUNCE_MS = 500;

type Props = { source: SourceValues; factorId: string | undefined; gwpSet: CalcPreviewRequest['gwpSet'] };
type Outcome = { location?: EmissionResultWire; market?: EmissionResultWire; result?: EmissionResultWire } | { error: string };

/**
 * The engine's answer while the user types (POST /calc/preview, debounced; nothing stored). An
 * electricity entry shows both scope 2 figures: location-based (consumption × grid factor) and
 * market-based (after green power and certificates). The explanation opens on demand.
 */
export function EntryPreview({ source, factorId, gwpSet }: Props) {
  const { t } = useTranslation(FILL_NS);
  const parsed = useMemo(() => toSourceInput(source), [source]);
  const request = useMemo(
    () => (parsed.success ? JSON.stringify({ source: parsed.data, factorId, gwpSet }) : ''),
    [parsed, factorId, gwpSet],
  );
  const settled = useDebounced(request, PREVIEW_DEBOUNCE_MS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [loading, setLoading] = useState(false);
  const [explain, setExplain] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    if (!settled) {
      setOutcome(null);
      return;
    }
    const run = ++latest.current;
    const body = JSON.parse(settled) as { source: EmissionSourceInput; factorId?: string; gwpSet: CalcPreviewRequest['gwpSet'] };
    const ask = (s: EmissionSourceInput) =>
      previewSource({ source: s, gwpSet: body.gwpSet, ...(body.factorId ? { factorId: body.factorId } : {}) });
    setLoading(true);
    const s = body.source;
    const work =
      s.type === 'electricity-market'
        ? Promise.all([
            ask({
              type: 'electricity-location',
              kwh: s.consumptionKwh,
              ...(s.gridFactor !== undefined ? { gridFactor: s.gridFactor } : {}),
            }),
            ask(s),
          ]).then(([location, market]) => ({ location, market }))
        : ask(s).then((result) => ({ result }));
    work
      .then((o) => run === latest.current && setOutcome(o))
      .catch((e: unknown) => run === latest.current && setOutcome({ error: e instanceof Error ? e.message : String(e) }))
      .finally(() => run === latest.current && setLoading(false));
  }, [settled]);

  if (!request) return <Alert type="info" showIcon message={t('preview.waiting')} data-testid="entry-preview-waiting" />;
  if (!outcome) return <Spin data-testid="entry-preview-loading" />;
  if ('error' in outcome) return <Alert type="error" showIcon message={<span data-testid="entry-preview-error">{outcome.error}</span>} />;
  const main = outcome.result ?? outcome.location;
  return (
    <Card
      size="small"
      title={t('preview.title')}
      data-testid="entry-preview"
      loading={false}
      extra={loading ? <Spin size="small" /> : null}
    >
      <Space size="large" wrap>
        {outcome.result && (
          <Statistic
            title={t('preview.tco2e')}
            value={outcome.result.tco2e}
            suffix="tCO2e"
            valueRender={() => <span data-testid="entry-preview-tco2e">{formatFigure(outcome.result?.tco2e)}</span>}
          />
        )}
        {outcome.location && (
          <Statistic
            title={t('preview.location')}
            value={outcome.location.tco2e}
            suffix="tCO2e"
            valueRender={() => <span data-testid="entry-preview-location">{formatFigure(outcome.location?.tco2e)}</span>}
          />
        )}
        {outcome.market && (
          <Statistic
            title={t('preview.market')}
            value={outcome.market.tco2e}
            suffix="tCO2e"
            valueRender={() => <span data-testid="entry-preview-market">{formatFigure(outcome.market?.tco2e)}</span>}
          />
        )}
      </Space>
      <div>
        <Button type="link" data-testid="entry-explain" onClick={() => setExplain((x) => !x)} style={{ paddingLeft: 0 }}>
          {t(explain ? 'preview.hideExplanation' : 'preview.showExplanation')}
        </Button>
      </div>
      {explain && main && <SourceExplanation explanation={main.explanation} testId="entry-explanation" />}
      {explain && outcome.market && <SourceExplanation explanation={outcome.market.explanation} testId="entry-explanation-market" />}
    </Card>
  );
}

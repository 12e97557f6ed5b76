import type { HTMLAttributes } from 'react';
import { Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmissionResultWire } from '@carbon/domain';
import { formatFigure, REPORT_DECIMALS } from '../../../lib/format';
import { SourceExplanation } from '../../../components/source-input';

type GasRow = { gas: string; mass: string; co2e: string };

function gasRows(result: EmissionResultWire): GasRow[] {
  const names = [...new Set([...Object.keys(result.gases), ...Object.keys(result.gasesCo2e)])];
  return names.map((gas) => ({ gas, mass: result.gases[gas] ?? '—', co2e: result.gasesCo2e[gas] ?? '—' }));
}

/** A derived quantity (t, tCO2e) as a derivation shows it: 4 decimals, grouped by language, the exact value in the title. */
function Derived({ value, testId }: { value: string; testId?: string }) {
  return (
    <span title={value} data-testid={testId}>
      {formatFigure(value, REPORT_DECIMALS)}
    </span>
  );
}

/**
 * The preview's answer: tCO2e, the per-gas breakdown and the explanation (the source-input
 * kit's `SourceExplanation`: formula, inputs with units, factors and versions, GWP set, notes). The derived quantities (tCO2e, each gas's
 * mass and CO2e, biogenic CO2, gases outside the scopes) are a derivation's: 4 decimals grouped
 * by language, the server's exact value in the title (issue 25 item 8); the inputs show as stated
 * (data-testids `preview-result`, `preview-tco2e`, `preview-gas-<gas>`, the explanation's `preview-…`).
 */
export function PreviewResult({ result }: { result: EmissionResultWire }) {
  const { t } = useTranslation('factor');
  return (
    <div data-testid="preview-result">
      <Statistic
        title={t('preview.result.total')}
        value={result.tco2e}
        suffix="tCO2e"
        valueRender={() => <Derived value={result.tco2e} testId="preview-tco2e" />}
      />
      {result.biogenicCo2 !== undefined && (
        <Typography.Paragraph title={result.biogenicCo2} data-testid="preview-biogenic">
          {t('preview.result.biogenic', { value: formatFigure(result.biogenicCo2, REPORT_DECIMALS) })}
        </Typography.Paragraph>
      )}
      {result.outsideScopes !== undefined && (
        <Typography.Paragraph title={result.outsideScopes} data-testid="preview-outside-scopes">
          {t('preview.result.outsideScopes', { value: formatFigure(result.outsideScopes, REPORT_DECIMALS) })}
        </Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('preview.result.gases')}</Typography.Title>
      <Table<GasRow>
        size="small"
        rowKey="gas"
        pagination={false}
        dataSource={gasRows(result)}
        onRow={(row) => ({ 'data-testid': `preview-gas-${row.gas}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('preview.result.gas'), dataIndex: 'gas' },
          { title: t('preview.result.mass'), dataIndex: 'mass', align: 'right', render: (_, g) => <Derived value={g.mass} /> },
          { title: t('preview.result.co2e'), dataIndex: 'co2e', align: 'right', render: (_, g) => <Derived value={g.co2e} /> },
        ]}
      />
      <Typography.Title level={5}>{t('preview.result.explanation')}</Typography.Title>
      <SourceExplanation explanation={result.explanation} testId="preview" />
    </div>
  );
}

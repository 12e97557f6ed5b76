import type { HTMLAttributes } from 'react';
import { Descriptions, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  inputNameLabel,
  inputSourceLabel,
  inputUnitLabel,
  inputValueLabel,
  methodLabel,
  type EmissionResultWire,
  type Translate,
} from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';
import { formatFigure, REPORT_DECIMALS } from '../../../lib/format';
import { SOURCE_INPUT_NS, formulaText } from '../../../components/source-input';

type Input = EmissionResultWire['explanation']['inputs'][number];
type FactorUsed = EmissionResultWire['explanation']['factors'][number];
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
 * The preview's answer: tCO2e, the per-gas breakdown and the explanation (formula, inputs
 * with units, factor id and version, GWP set, notes). The derived quantities (tCO2e, each gas's
 * mass and CO2e, biogenic CO2, gases outside the scopes) are a derivation's: 4 decimals grouped
 * by language, the server's exact value in the title (issue 25 item 8); the inputs show as stated
 * (data-testids `preview-result`, `preview-tco2e`, `preview-gas-<gas>`).
 * The method, input names, coded values, word units and sources are the engine's codes: each
 * shows its label from the domain catalogue (calc-explain-labels.ts), in the chosen language.
 */
export function PreviewResult({ result }: { result: EmissionResultWire }) {
  const { t } = useTranslation('factor');
  const { t: td } = useTranslation(DOMAIN_NS);
  const { t: tw } = useTranslation(SOURCE_INPUT_NS);
  const label: Translate = (key, params) => td(key, params);
  const x = result.explanation;
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
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('preview.result.method')}>
          <span data-testid="preview-method">{methodLabel(x.method, label)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.result.formula')}>
          <Typography.Text code data-testid="preview-formula">
            {formulaText(x.formula, tw)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.result.gwpSet')}>
          <span data-testid="preview-gwp-set">{x.gwpSet ?? t('preview.result.gwpNotUsed')}</span>
        </Descriptions.Item>
      </Descriptions>
      <Table<Input>
        size="small"
        rowKey="name"
        pagination={false}
        data-testid="preview-inputs"
        dataSource={x.inputs}
        onRow={(row) => ({ 'data-testid': `preview-input-${row.name}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('preview.result.input'), dataIndex: 'name', render: (_, i) => inputNameLabel(i.name, label) },
          {
            title: t('preview.result.value'),
            dataIndex: 'value',
            align: 'right',
            render: (_, i) => inputValueLabel(i.name, i.value, label),
          },
          { title: t('preview.result.unit'), dataIndex: 'unit', render: (_, i) => inputUnitLabel(i.unit, label) },
          {
            title: t('preview.result.source'),
            dataIndex: 'source',
            ellipsis: true,
            render: (_, i) => inputSourceLabel(i.source, label),
          },
        ]}
      />
      <Typography.Title level={5}>{t('preview.result.factors')}</Typography.Title>
      {x.factors.length === 0 ? (
        <Typography.Text type="secondary">{t('preview.result.noFactor')}</Typography.Text>
      ) : (
        <Table<FactorUsed>
          size="small"
          rowKey={(f) => `${f.id}-${f.version}`}
          pagination={false}
          data-testid="preview-factors"
          dataSource={x.factors}
          columns={[
            { title: t('preview.result.factorId'), dataIndex: 'id' },
            { title: t('field.factorVersion'), dataIndex: 'version' },
            { title: t('field.name'), dataIndex: 'name' },
            { title: t('preview.result.source'), dataIndex: 'source', ellipsis: true },
          ]}
        />
      )}
      {x.notes?.map((note) => (
        <Tag key={note} color="gold" style={{ whiteSpace: 'normal', marginTop: 8 }}>
          {t(note, { ns: 'domain', defaultValue: note })}
        </Tag>
      ))}
    </div>
  );
}

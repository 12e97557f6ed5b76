import type { HTMLAttributes } from 'react';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  factorCodeOf,
  factorNameIn,
  formulaInWords,
  inputNameLabel,
  inputSourceLabel,
  inputUnitLabel,
  inputValueLabel,
  methodLabel,
  type EmissionResultWire,
  type Locale,
  type Translate,
} from '@carbon/domain';
import { DOMAIN_NS } from '../../lib/i18n';
import { SOURCE_INPUT_NS } from './source-input-fields';

export type Explanation = EmissionResultWire['explanation'];
type Input = Explanation['inputs'][number];
type FactorUsed = Explanation['factors'][number];

/** An engine formula with its words in the user's language. */
export function formulaText(formula: string, t: (key: string) => string): string {
  return formulaInWords(formula, (key) => t(`formulaWord.${key}`));
}

type Props = {
  explanation: Explanation;
  /** The library row the entry pinned (code and version), when the caller knows it. */
  factor?: { code: string | null; version: string | null } | undefined;
  /** data-testid prefix (default `explanation`): `-method`, `-formula`, `-gwp-set`, `-input-<name>`, `-factors`. */
  testId?: string;
};

/**
 * A calculation's explanation in words: the method, the formula, every input with its label,
 * value and unit, where it came from, the factor code and version, the GWP set and the notes.
 * Every engine code shows as its label from the domain catalogue (calc-explain-labels.ts).
 */
export function SourceExplanation({ explanation: x, factor, testId = 'explanation' }: Props) {
  const { t, i18n } = useTranslation(SOURCE_INPUT_NS);
  const { t: td } = useTranslation(DOMAIN_NS);
  const label: Translate = (key, params) => td(key, params);
  return (
    <div data-testid={testId}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('explain.method')}>
          <span data-testid={`${testId}-method`}>{methodLabel(x.method, label)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('explain.formula')}>
          <Typography.Text code data-testid={`${testId}-formula`}>
            {formulaText(x.formula, t)}
          </Typography.Text>
        </Descriptions.Item>
        {factor?.code && (
          <Descriptions.Item label={t('explain.factor')}>
            <span data-testid={`${testId}-factor`}>
              {factor.code} · {factor.version ?? '—'}
            </span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('explain.gwpSet')}>
          <span data-testid={`${testId}-gwp-set`}>{x.gwpSet ?? t('explain.gwpNotUsed')}</span>
        </Descriptions.Item>
      </Descriptions>
      <Table<Input>
        size="small"
        rowKey="name"
        pagination={false}
        data-testid={`${testId}-inputs`}
        dataSource={x.inputs}
        style={{ marginTop: 8 }}
        onRow={(row) => ({ 'data-testid': `${testId}-input-${row.name}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('explain.input'), dataIndex: 'name', render: (_, i) => inputNameLabel(i.name, label) },
          { title: t('explain.value'), dataIndex: 'value', align: 'right', render: (_, i) => inputValueLabel(i.name, i.value, label) },
          { title: t('explain.unit'), dataIndex: 'unit', render: (_, i) => inputUnitLabel(i.unit, label) },
          { title: t('explain.source'), dataIndex: 'source', ellipsis: true, render: (_, i) => inputSourceLabel(i.source, label) },
        ]}
      />
      {x.factors.length > 0 && (
        <Table<FactorUsed>
          size="small"
          rowKey={(f) => `${f.id}-${f.version}`}
          pagination={false}
          data-testid={`${testId}-factors`}
          dataSource={x.factors}
          style={{ marginTop: 8 }}
          columns={[
            {
              title: t('explain.factorName'),
              dataIndex: 'name',
              render: (_, f) => (f.name ? factorNameIn(i18n.language as Locale, factorCodeOf(f.name), f.name) : f.id),
            },
            { title: t('explain.factorVersion'), dataIndex: 'version' },
            { title: t('explain.source'), dataIndex: 'source', ellipsis: true },
          ]}
        />
      )}
      {x.notes?.map((note) => (
        <Tag key={note} color="gold" style={{ whiteSpace: 'normal', marginTop: 8 }}>
          {td(note, { defaultValue: note })}
        </Tag>
      ))}
    </div>
  );
}

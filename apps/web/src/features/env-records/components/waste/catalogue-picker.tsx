import { useState } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { WasteCatalogueRow } from '@carbon/domain';
import { useDebounced } from '../../../../components/source-input/use-debounced';
import { useCatalogueOptions } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { SearchSelect } from '../../../../components/search-select';

type Option = { value: string; label: string; entry?: WasteCatalogueRow };

/** What the picker knows of the entry already chosen (a record being edited), shown before any search. */
export type ChosenEntry = { id: string; code: string; label: string };

type Props = {
  L: RecordLabels;
  testId: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  current?: ChosenEntry;
  /** Told the entry chosen (its category, catalogue and source industry are shown beside). */
  onEntry?: (entry: WasteCatalogueRow | undefined) => void;
};

/**
 * A waste of the catalogues (`<testId>`): searched by code or name as one types; each option shows
 * the code, the name, its catalogue (hazardous or general solid) and category.
 */
export function CataloguePicker({ L, testId, value, onChange, current, onEntry }: Props) {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const entries = useCatalogueOptions(keyword);
  const rows = entries.data?.rows ?? [];
  const options: Option[] = rows.map((r) => ({ value: r.id, label: `${r.code} ${r.label}`, entry: r }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: `${current.code} ${current.label}` });
  return (
    <SearchSelect
      data-testid={testId}
      value={value}
      onChange={(v: string | undefined) => {
        onChange?.(v);
        onEntry?.(rows.find((r) => r.id === v));
      }}
      options={options}
      optionRender={(o) => {
        const entry = (o.data as Option).entry;
        if (!entry) return o.label;
        return (
          <Space direction="vertical" size={0}>
            <span>{`${entry.code} ${entry.label}`}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`${entry.category} ${entry.categoryLabel} · ${L.catalogueKind(entry.kind)}`}
            </Typography.Text>
          </Space>
        );
      }}
      loading={entries.isFetching}
      onSearch={setTyped}
      allowClear
      placeholder={L.t('waste.cataloguePlaceholder')}
      notFoundContent={entries.isFetching ? undefined : L.t('waste.catalogueNone')}
      style={{ width: '100%' }}
    />
  );
}

/** The chosen entry's catalogue, category and source industry (under the picker). */
export type EntryFactsOf = Pick<WasteCatalogueRow, 'kind' | 'category'> & { categoryLabel?: string; industry?: string };

export function EntryFacts({ L, entry }: { L: RecordLabels; entry: EntryFactsOf | undefined }) {
  if (!entry) return null;
  return (
    <Space size={4} wrap data-testid="waste-entry-facts">
      <Tag color={entry.kind === 'hazardous' ? 'red' : 'green'}>{L.catalogueKind(entry.kind)}</Tag>
      <Tag>{entry.categoryLabel ? `${entry.category} ${entry.categoryLabel}` : entry.category}</Tag>
      {entry.industry && <Typography.Text type="secondary">{L.t('waste.industry', { industry: entry.industry })}</Typography.Text>}
    </Space>
  );
}

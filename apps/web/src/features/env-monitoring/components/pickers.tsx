import { useState } from 'react';
import { AutoComplete } from 'antd';
import { usePointOptions } from '../api/env-api';
import type { EnvLabels } from './labels';
import { useDebounced } from '../../../components/source-input/use-debounced';
import { pollutantOptions } from './points/pollutant-rules';
import { SearchSelect } from '../../../components/search-select';

type ControlProps = { L: EnvLabels; testId: string; value?: string; onChange?: (value: string | undefined) => void };

/** A point picker over the points of the caller's scope (searched by name or MN as one types). */
export function PointSelect({ L, testId, value, onChange }: ControlProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const points = usePointOptions(keyword);
  const options = (points.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.orgName}` }));
  return (
    <SearchSelect
      data-testid={testId}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={options}
      loading={points.isFetching}
      onSearch={setTyped}
      allowClear
      placeholder={L.t('filter.point')}
      style={{ width: '100%' }}
    />
  );
}

/** A pollutant code: from HJ 212-2017's table by name, or typed in. */
export function PollutantSelect({ L, testId, value, onChange }: ControlProps) {
  return (
    <AutoComplete
      data-testid={testId}
      value={value}
      onChange={(v: string) => onChange?.(v || undefined)}
      options={pollutantOptions(L.td)}
      filterOption={(input, option) => (option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
      allowClear
      placeholder={L.t('filter.pollutant')}
    />
  );
}

import { useState } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { factorContract, fuelCodeParts, type EmissionSourceType, type FactorFilter, type FactorRow } from '@carbon/domain';
import { fetchCall, useCall } from '../../../lib/query';
import { FILL_NS } from './labels';
import { SearchSelect } from '../../../components/search-select';

/** What the entry keeps of its factor (shown until the user picks another row). */
export type PinnedFactor = {
  id: string;
  code: string | null;
  name: string | null;
  version: string | null;
  value: string | null;
  unit: string | null;
  source: string | null;
  region: string | null;
};

const nameOf = (row: FactorRow, lang: string) => (lang.startsWith('en') && row.nameEn ? row.nameEn : row.nameZh);

export const pinnedOf = (row: FactorRow, lang: string): PinnedFactor => ({
  id: row.id,
  code: row.code,
  name: nameOf(row, lang),
  version: row.factorVersion,
  value: row.value,
  unit: row.factorUnit,
  source: row.sourceTitle,
  region: row.country,
});

/**
 * The library rows a source type's method takes (issue 25): a fuel (its parameter set) for the
 * guideline combustion formula, tonne-km factors for freight, passenger-km factors for travel.
 */
export function methodFilter(type: EmissionSourceType | undefined): Pick<FactorFilter, 'kind' | 'activityUnit'> {
  if (type === 'combustion-cn') return { kind: 'fuel' };
  if (type === 'scope3-distance') return { activityUnit: 'tkm' };
  if (type === 'scope3-passenger') return { activityUnit: 'pkm' };
  return {};
}

const labelOf = (f: PinnedFactor) => `${f.code ?? ''} · ${f.name ?? ''} · ${f.version ?? ''}`;

type Props = {
  pinned: PinnedFactor | null;
  onPick: (f: PinnedFactor | null) => void;
  failure?: string | undefined;
  /** The source type chosen: the list follows its method. */
  sourceType?: EmissionSourceType | undefined;
  /** A fuel was chosen: every row of its parameter set (NCV, carbon content, oxidation, CH4, N2O). */
  onFuelSet?: (rows: FactorRow[]) => void;
};

/**
 * The entry's factor from the library (data-testid `entry-factor`), searched by name or code among
 * the rows the source's method takes; the chosen row's value, unit, source, region and version are
 * shown under it (`entry-factor-info`). Choosing a fuel reads its whole parameter set and hands it
 * to `onFuelSet`, so every parameter it has is filled at once.
 */
export function FactorSelect({ pinned, onPick, failure, sourceType, onFuelSet }: Props) {
  const { t, i18n } = useTranslation(FILL_NS);
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const search = useCall(factorContract.endpoints.page, {
    pageNo: 1,
    pageSize: 50,
    ...methodFilter(sourceType),
    ...(keyword ? { keyword } : {}),
  });
  const rows = search.data?.rows ?? [];
  const found = rows.map((r) => pinnedOf(r, i18n.language));
  const options = [...(pinned && !found.some((f) => f.id === pinned.id) ? [pinned] : []), ...found].map((f) => ({
    value: f.id,
    label: labelOf(f),
  }));

  const pick = async (id: string | undefined) => {
    const all = [...found, ...(pinned ? [pinned] : [])];
    const chosen = id ? (all.find((f) => f.id === id) ?? null) : null;
    onPick(chosen);
    const set = chosen?.code ? fuelCodeParts(chosen.code) : undefined;
    if (!chosen || !set || !onFuelSet) return;
    const page = await fetchCall(client, factorContract.endpoints.page, {
      pageNo: 1,
      pageSize: 20,
      keyword: `${set.prefix}-`,
      ...(chosen.version ? { factorVersion: chosen.version } : {}),
    });
    onFuelSet(page.rows.filter((r) => fuelCodeParts(r.code)?.prefix === set.prefix));
  };

  return (
    <Form.Item
      name="factorId"
      label={t('entry.factor')}
      extra={
        pinned ? (
          <Typography.Text type="secondary" data-testid="entry-factor-info">
            {t('entry.factorInfo', {
              value: pinned.value ?? '—',
              unit: pinned.unit ?? '',
              source: pinned.source || '—',
              region: pinned.region || '—',
              version: pinned.version ?? '—',
            })}
          </Typography.Text>
        ) : (
          t('entry.factorHint')
        )
      }
      {...(failure ? { validateStatus: 'error' as const, help: failure } : {})}
    >
      <SearchSelect
        data-testid="entry-factor"
        allowClear
        onSearch={setKeyword}
        loading={search.isFetching}
        options={options}
        placeholder={t('entry.factorPlaceholder')}
        onChange={(id: string | undefined) => void pick(id)}
      />
    </Form.Item>
  );
}

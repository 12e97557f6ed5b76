import { useState } from 'react';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FactorRow } from '@carbon/domain';
import { useFactorSearch } from '../api/fill-api';
import { FILL_NS } from './labels';

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

const labelOf = (f: PinnedFactor) => `${f.code ?? ''} · ${f.name ?? ''} · ${f.version ?? ''}`;

type Props = { pinned: PinnedFactor | null; onPick: (f: PinnedFactor | null) => void; failure?: string | undefined };

/**
 * The entry's factor from the library (data-testid `entry-factor`), searched by name or code; the
 * chosen row's value, unit, source, region and version are shown under it (`entry-factor-info`).
 */
export function FactorSelect({ pinned, onPick, failure }: Props) {
  const { t, i18n } = useTranslation(FILL_NS);
  const [keyword, setKeyword] = useState('');
  const search = useFactorSearch(keyword);
  const rows = search.data?.rows ?? [];
  const found = rows.map((r) => pinnedOf(r, i18n.language));
  const options = [...(pinned && !found.some((f) => f.id === pinned.id) ? [pinned] : []), ...found].map((f) => ({
    value: f.id,
    label: labelOf(f),
  }));
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
      <Select
        data-testid="entry-factor"
        allowClear
        showSearch
        filterOption={false}
        onSearch={setKeyword}
        loading={search.isFetching}
        options={options}
        placeholder={t('entry.factorPlaceholder')}
        onChange={(id: string | undefined) => {
          const all = [...found, ...(pinned ? [pinned] : [])];
          onPick(id ? (all.find((f) => f.id === id) ?? null) : null);
        }}
      />
    </Form.Item>
  );
}

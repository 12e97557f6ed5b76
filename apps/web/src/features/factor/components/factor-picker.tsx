import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FactorRow } from '@carbon/domain';
import { useFactorSearch } from '../api/factor-api';
import { factorName } from './factor-columns';
import type { PreviewFailure } from './preview-error';
import { SearchSelect } from '../../../components/search-select';

type Props = { failure: PreviewFailure | null; initial?: FactorRow };

const optionOf = (row: FactorRow, lang: string) => ({
  value: row.id,
  label: `${row.code} · ${row.factorVersion} · ${factorName(row, lang)} (${row.value} ${row.factorUnit})`,
});

/** Optional library row for the preview (data-testid `preview-field-factorId`); searched by name or code. */
export function FactorPicker({ failure, initial }: Props) {
  const { t, i18n } = useTranslation('factor');
  const [keyword, setKeyword] = useState('');
  const search = useFactorSearch(keyword);
  const rows = search.data?.rows ?? [];
  const options = [...(initial && !rows.some((r) => r.id === initial.id) ? [initial] : []), ...rows].map((r) => optionOf(r, i18n.language));
  const mine = failure?.field === 'factorId';
  return (
    <Form.Item
      name="factorId"
      label={t('preview.field.factorId')}
      extra={t('preview.hint.factorId')}
      {...(mine ? { validateStatus: 'error' as const, help: <span data-testid="preview-error">{failure.message}</span> } : {})}
    >
      <SearchSelect
        data-testid="preview-field-factorId"
        allowClear
        onSearch={setKeyword}
        loading={search.isFetching}
        options={options}
        placeholder={t('preview.hint.factorPlaceholder')}
      />
    </Form.Item>
  );
}

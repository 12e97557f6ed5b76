import { Space, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { FACTOR_TABLES, factorClassKey, factorCountryKey, factorSectorKey, type FactorRow } from '@carbon/domain';
import { formatDate, formatYear } from '../../../lib/format';

type T = (key: string, options?: Record<string, unknown>) => string;

export type RowActions = {
  canEdit: boolean;
  canAdd: boolean;
  onEdit: (row: FactorRow) => void;
  onAddVersion: (row: FactorRow) => void;
  onVersions: (row: FactorRow) => void;
  onPreview: (row: FactorRow) => void;
};

const tableLabel = (t: T, code: string) => {
  const table = FACTOR_TABLES.find((x) => x.code === code);
  return table ? t(table.key, { ns: 'domain' }) : code;
};

/** A seeded sector code (`industry-other`) as its label; a sector a user typed shows as typed. */
export const sectorLabel = (t: T, sector: string) => {
  const key = factorSectorKey(sector);
  return key ? t(key, { ns: 'domain' }) : sector;
};

/** A seeded classification (`化石燃料`) in the reader's language; a class a user typed shows as typed. */
export const classLabel = (t: T, value: string) => {
  const key = factorClassKey(value);
  return key ? t(key, { ns: 'domain' }) : value;
};

/** A country or region code (`CN`, `GLOBAL`) as its label; a code without one shows as typed. */
export const countryLabel = (t: T, code: string) => {
  const key = factorCountryKey(code);
  return key ? t(key, { ns: 'domain' }) : code;
};

/** The label of a coded factor field's value (class, country, sector), or undefined for any other field or an unknown value. */
export function codedValueLabel(t: T, field: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const key =
    field === 'class1' || field === 'class2'
      ? factorClassKey(value)
      : field === 'country'
        ? factorCountryKey(value)
        : field === 'sector'
          ? factorSectorKey(value)
          : undefined;
  return key ? t(key, { ns: 'domain' }) : undefined;
}

/** The row's name in the user's language (English rows may leave nameEn empty). */
export const factorName = (row: Pick<FactorRow, 'nameZh' | 'nameEn'>, lang: string) =>
  lang.startsWith('en') && row.nameEn ? row.nameEn : row.nameZh;

function actionsColumn(t: T, a: RowActions): ProColumns<FactorRow> {
  return {
    title: t('column.actions'),
    valueType: 'option',
    fixed: 'right',
    width: 220,
    render: (_, row) => (
      <Space size={4} wrap>
        {a.canEdit && (
          <Typography.Link data-testid="factor-row-edit" onClick={() => a.onEdit(row)}>
            {t('action.edit')}
          </Typography.Link>
        )}
        {a.canAdd && (
          <Typography.Link data-testid="factor-row-add-version" onClick={() => a.onAddVersion(row)}>
            {t('action.addVersion')}
          </Typography.Link>
        )}
        <Typography.Link data-testid="factor-row-versions" onClick={() => a.onVersions(row)}>
          {t('action.versions')}
        </Typography.Link>
        <Typography.Link data-testid="factor-row-preview" onClick={() => a.onPreview(row)}>
          {t('action.preview')}
        </Typography.Link>
      </Space>
    ),
  };
}

/** Columns and search fields of the factor table; the table type is chosen by the tabs above it. */
export function factorColumns(t: T, lang: string, actions: RowActions): ProColumns<FactorRow>[] {
  const search = (dataIndex: string, width?: number): ProColumns<FactorRow> => ({
    title: t(`field.${dataIndex}`),
    dataIndex,
    width,
    ellipsis: true,
  });
  return [
    {
      title: t('field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('hint.keyword'), 'data-testid': 'factor-search-keyword' },
    },
    {
      title: t('field.tableCode'),
      dataIndex: 'tableCode',
      hideInSearch: true,
      width: 120,
      render: (_, row) => tableLabel(t, row.tableCode),
    },
    { title: t('field.code'), dataIndex: 'code', hideInSearch: true, width: 170, copyable: true },
    {
      title: t('field.name'),
      dataIndex: 'nameZh',
      hideInSearch: true,
      width: 220,
      ellipsis: true,
      render: (_, row) => factorName(row, lang),
    },
    { ...search('class1', 110), render: (_, row) => classLabel(t, row.class1) },
    { ...search('class2', 110), render: (_, row) => classLabel(t, row.class2) },
    { ...search('country', 90), render: (_, row) => countryLabel(t, row.country) },
    { ...search('sector', 100), render: (_, row) => sectorLabel(t, row.sector) },
    { title: t('field.gas'), dataIndex: 'gas', hideInSearch: true, width: 90 },
    // the factor as entered, every place its own (exempt from the 2-decimal rule of figures, issue 25 item 8)
    {
      title: t('field.value'),
      dataIndex: 'value',
      hideInSearch: true,
      width: 130,
      align: 'right',
      render: (_, row) => <span data-as-entered>{row.value}</span>,
    },
    { title: t('field.factorUnit'), dataIndex: 'factorUnit', hideInSearch: true, width: 120 },
    search('factorVersion', 140),
    {
      title: t('field.source'),
      dataIndex: 'sourceTitle',
      hideInSearch: true,
      width: 220,
      ellipsis: true,
      render: (_, row) =>
        row.sourceUrl ? (
          <a href={row.sourceUrl} target="_blank" rel="noreferrer noopener">
            {row.sourceTitle}
          </a>
        ) : (
          row.sourceTitle
        ),
    },
    {
      title: t('field.sourceYear'),
      dataIndex: 'sourceYear',
      hideInSearch: true,
      width: 90,
      render: (_, row) => formatYear(row.sourceYear),
    },
    {
      title: t('field.validPeriod'),
      dataIndex: 'validFrom',
      hideInSearch: true,
      width: 200,
      render: (_, row) => `${row.validFrom ? formatDate(row.validFrom) : '—'} ~ ${row.validTo ? formatDate(row.validTo) : t('openEnded')}`,
    },
    actionsColumn(t, actions),
  ];
}

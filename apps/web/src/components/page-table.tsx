import { useState, type Key, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { ProTable, type ParamsType, type ProTableProps } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';

/** The server's page result (contract §1.2); `rows: null` is tolerated. */
export type PageResult<T> = { pageNo?: number; pageSize?: number; totalPage?: number; totalRows: number; rows: T[] | null };

/** Search values plus the server's paging parameters. */
export type PageQuery<Q> = Q & { pageNo: number; pageSize: number };

export type Selection<T> = { keys: string[]; rows: T[] };

export type PageTableProps<T extends Record<string, unknown>, Q extends ParamsType> = Omit<
  ProTableProps<T, Q>,
  'request' | 'rowSelection' | 'toolBarRender' | 'rowKey'
> & {
  /** Prefix of the data-testids: `<testId>` (wrapper), `<testId>-search`, `<testId>-reset`. */
  testId: string;
  /** Loads one page; called with the search form's non-empty values and pageNo/pageSize. */
  fetchPage: (query: PageQuery<Q>) => Promise<PageResult<T>>;
  rowKey?: keyof T & string;
  /** Shows checkboxes; the toolbar receives the selection. */
  selectable?: boolean;
  /** Toolbar buttons, given the current selection. */
  toolbar?: (selection: Selection<T>) => ReactNode[];
  defaultPageSize?: number;
};

/** Drops empty search values and maps ProTable's `current` to the server's `pageNo`. */
export function toPageQuery<Q>(params: Record<string, unknown>): PageQuery<Q> {
  const { current, pageSize, ...rest } = params;
  const query: Record<string, unknown> = { pageNo: Number(current ?? 1), pageSize: Number(pageSize ?? 10) };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') query[k] = v;
  return query as PageQuery<Q>;
}

/**
 * ProTable with server paging (pageNo/pageSize → {rows, totalRows}), the search form,
 * optional row selection and a toolbar slot. Reload it through `actionRef`.
 */
export function PageTable<T extends Record<string, unknown>, Q extends ParamsType = ParamsType>(props: PageTableProps<T, Q>) {
  const { testId, fetchPage, rowKey = 'id' as keyof T & string, selectable, toolbar, defaultPageSize = 10, search, ...rest } = props;
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [selection, setSelection] = useState<Selection<T>>({ keys: [], rows: [] });

  const request = async (params: Record<string, unknown>) => {
    try {
      const page = await fetchPage(toPageQuery<Q>(params));
      return { data: page.rows ?? [], total: page.totalRows, success: true };
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
      return { data: [], total: 0, success: false };
    }
  };

  const searchConfig: ProTableProps<T, Q>['search'] =
    search === false
      ? false
      : {
          labelWidth: 'auto',
          ...search,
          optionRender: (config) => [
            <Button
              key="reset"
              data-testid={`${testId}-reset`}
              onClick={() => {
                config.form?.resetFields();
                config.form?.submit();
              }}
            >
              {t('table.reset')}
            </Button>,
            <Button key="search" type="primary" data-testid={`${testId}-search`} onClick={() => config.form?.submit()}>
              {t('table.search')}
            </Button>,
          ],
        };

  return (
    <div data-testid={testId}>
      <ProTable<T, Q>
        rowKey={rowKey}
        request={request}
        search={searchConfig}
        pagination={{ defaultPageSize, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        toolBarRender={toolbar ? () => toolbar(selection) : false}
        onLoad={() => setSelection({ keys: [], rows: [] })}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selection.keys,
                onChange: (keys: Key[], rows: T[]) => setSelection({ keys: keys.map(String), rows }),
              }
            : undefined
        }
        tableAlertRender={false}
        {...rest}
      />
    </div>
  );
}

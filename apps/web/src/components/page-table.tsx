import { useCallback, useEffect, useRef, useState, type Key, type ReactNode, type Ref } from 'react';
import { App, Button } from 'antd';
import { ProTable, type ActionType, type ParamsType, type ProTableProps } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Endpoint, InputOf } from '@carbon/domain';
import { call } from '../lib/api';
import { queryKeyOf } from '../lib/query';

/** The server's page result (contract §1.2); `rows: null` is tolerated. */
export type PageResult<T> = { pageNo?: number; pageSize?: number; totalPage?: number; totalRows: number; rows: T[] | null };

/** Search values plus the server's paging parameters. */
export type PageQuery<Q> = Q & { pageNo: number; pageSize: number };

export type Selection<T> = { keys: string[]; rows: T[] };

/** A contract's page endpoint whose rows are `T` (e.g. `exchangeRateContract.endpoints.page`). */
export type PageEndpoint<T> = Endpoint & { method: 'GET'; response: z.ZodType<PageResult<T>> };

type Source<T, Q> = {
  /** The page endpoint; pages are read through the shared query cache, so a change invalidating its contract refreshes the table. */
  endpoint: PageEndpoint<T>;
  /** Turns the search values and paging into the endpoint's query (default: as they are). */
  toQuery?: (query: PageQuery<Q>) => Record<string, unknown>;
};

export type PageTableProps<T extends Record<string, unknown>, Q extends ParamsType> = Omit<
  ProTableProps<T, Q>,
  'request' | 'rowSelection' | 'toolBarRender' | 'rowKey'
> &
  Source<T, Q> & {
    /** Prefix of the data-testids: `<testId>` (wrapper), `<testId>-search`, `<testId>-reset`. */
    testId: string;
    rowKey?: keyof T & string;
    /** Shows checkboxes; the toolbar receives the selection. */
    selectable?: boolean;
    /** Toolbar buttons, given the current selection. */
    toolbar?: (selection: Selection<T>) => ReactNode[];
    defaultPageSize?: number;
    /** Told the query of every load (search values + paging), e.g. to export with the same filter. */
    onQuery?: (query: PageQuery<Q>) => void;
  };

/** Drops empty search values and maps ProTable's `current` to the server's `pageNo`. */
export function toPageQuery<Q>(params: Record<string, unknown>): PageQuery<Q> {
  const { current, pageSize, ...rest } = params;
  const query: Record<string, unknown> = { pageNo: Number(current ?? 1), pageSize: Number(pageSize ?? 10) };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') query[k] = v;
  return query as PageQuery<Q>;
}

/** The search values of a page query (paging left out), e.g. for an export. */
export function filterOf<Q>(query: PageQuery<Q> | undefined): Omit<PageQuery<Q>, 'pageNo' | 'pageSize'> | Record<string, never> {
  if (!query) return {};
  const { pageNo: _n, pageSize: _s, ...rest } = query;
  return rest;
}

function assignRef<V>(ref: Ref<V> | undefined, value: V): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: V }).current = value;
}

type Watched = { key: readonly unknown[]; input: Record<string, unknown>; loadedAt: number };

/**
 * The page on screen, kept in the shared cache: ProTable asks (search, paging, reload)
 * through `load`; an observer on the same key refetches when a mutation invalidates the
 * endpoint's contract, and the table then reloads from the cache (no second request).
 */
function useCachedPages<T>(endpoint: PageEndpoint<T>, reload: () => void) {
  const client = useQueryClient();
  const [watched, setWatched] = useState<Watched>();
  const fromCache = useRef(false);

  const load = useCallback(
    async (input: Record<string, unknown>): Promise<PageResult<T>> => {
      const key = queryKeyOf(endpoint, input as InputOf<typeof endpoint>);
      const staleTime = fromCache.current ? Infinity : 0;
      fromCache.current = false;
      const page = (await client.fetchQuery({
        queryKey: key,
        queryFn: () => call(endpoint, input as InputOf<typeof endpoint>),
        staleTime,
      })) as PageResult<T>;
      setWatched({ key, input, loadedAt: client.getQueryState(key)?.dataUpdatedAt ?? 0 });
      return page;
    },
    [client, endpoint],
  );

  const observed = useQuery({
    queryKey: watched?.key ?? ['pageTable', 'idle'],
    queryFn: () => call(endpoint as Endpoint, (watched?.input ?? {}) as never),
    enabled: !!watched,
    // Only an invalidation refetches it; ProTable's own loads go through `load`.
    staleTime: Infinity,
  });

  const updatedAt = observed.dataUpdatedAt;
  const loadedAt = watched?.loadedAt ?? 0;
  useEffect(() => {
    if (!watched || updatedAt <= loadedAt) return;
    fromCache.current = true;
    reload();
  }, [updatedAt, loadedAt, watched, reload]);

  return load;
}

/**
 * ProTable with server paging (pageNo/pageSize → {rows, totalRows}), the search form,
 * optional row selection and a toolbar slot. Give it the contract's page `endpoint`: pages
 * live in the shared query cache and refresh when a mutation invalidates the contract.
 * `actionRef.current?.reload()` still reloads on demand.
 */
export function PageTable<T extends Record<string, unknown>, Q extends ParamsType = ParamsType>(props: PageTableProps<T, Q>) {
  const {
    testId,
    endpoint,
    toQuery,
    onQuery,
    rowKey = 'id' as keyof T & string,
    selectable,
    toolbar,
    defaultPageSize = 10,
    search,
    actionRef: outerActionRef,
    ...rest
  } = props;
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [selection, setSelection] = useState<Selection<T>>({ keys: [], rows: [] });
  const action = useRef<ActionType>(undefined);
  const actionRef = useCallback(
    (value: ActionType | undefined) => {
      action.current = value ?? undefined;
      assignRef(outerActionRef, value);
    },
    [outerActionRef],
  );
  const reload = useCallback(() => void action.current?.reload(), []);
  const loadCached = useCachedPages<T>(endpoint, reload);

  const request = async (params: Record<string, unknown>) => {
    try {
      const query = toPageQuery<Q>(params);
      onQuery?.(query);
      const page = await loadCached(toQuery ? toQuery(query) : query);
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
        actionRef={actionRef}
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

import { useQuery } from '@tanstack/react-query';
import type { FactorAddRequest, FactorEditRequest, FactorFilter, FactorRow } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';

/** Paths of the factor library (server module `factor`, under /api/main). */
export const FACTOR_PATHS = {
  page: '/factor/page',
  add: '/factor/add',
  edit: '/factor/edit',
  delete: '/factor/delete',
  versions: '/factor/versions',
  import: '/factor/import',
  export: '/factor/export',
  template: '/factor/template',
} as const;

export type { FactorRow };

/** GET /factor/page with the filter bar's values. */
export function fetchFactorPage(query: PageQuery<FactorFilter>): Promise<PageResult<FactorRow>> {
  return api.get<PageResult<FactorRow>>(FACTOR_PATHS.page, query);
}

export function addFactor(body: FactorAddRequest): Promise<unknown> {
  return api.post(FACTOR_PATHS.add, body);
}

export function editFactor(body: FactorEditRequest): Promise<unknown> {
  return api.post(FACTOR_PATHS.edit, body);
}

/**
 * Deletes the selected rows one by one (the contract deletes one id per call, with its
 * optimistic-lock version); stops at the first refusal, e.g. a factor in use, whose
 * message the caller shows.
 */
export async function deleteFactors(rows: readonly Pick<FactorRow, 'id' | 'version'>[]): Promise<void> {
  for (const row of rows) await api.post(FACTOR_PATHS.delete, { id: row.id, version: row.version });
}

export const factorVersionsKey = (code: string) => ['factor', 'versions', code] as const;

/** Every version of a factor code (GET /factor/versions?code=). */
export function useFactorVersions(code: string | undefined) {
  return useQuery({
    queryKey: factorVersionsKey(code ?? ''),
    queryFn: () => api.get<FactorRow[]>(FACTOR_PATHS.versions, { code }),
    enabled: !!code,
  });
}

/** Factor rows matching a keyword, for the preview's factor picker. */
export function useFactorSearch(keyword: string) {
  return useQuery({
    queryKey: ['factor', 'search', keyword],
    queryFn: () => fetchFactorPage({ pageNo: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }),
  });
}

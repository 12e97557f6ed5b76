import type { Plugin } from 'vite';
// Read when the build starts, like the domain's catalogues (domain-messages-plugin.ts).
import { CONTRACTS } from '../../../../packages/domain/src/contracts.js';
import type { Contract } from '../../../../packages/domain/src/shared/index.js';

/**
 * `import contracts from 'virtual:carbon-contracts/paths'`: every contract's name and the
 * paths of its endpoints, for the query cache to invalidate a module's reads (lib/query.ts).
 * `…/endpoints/<contract>`: one contract's endpoints without their zod schemas (method,
 * path, permission, kind, …), for the login route (lib/auth-endpoints.ts).
 *
 * The contracts hold zod schemas, built when their module loads; importing `CONTRACTS` or
 * a contract pulls zod and every schema it names into the chunk that does (issue 14: the
 * login route ≤ 300 kB, the dashboard ≤ 900 kB). These modules carry plain data instead.
 */
export const CONTRACT_PATHS_ID = 'virtual:carbon-contracts/paths';
export const CONTRACT_ENDPOINTS_PREFIX = 'virtual:carbon-contracts/endpoints/';
const RESOLVED = '\0carbon-contracts:';

/** The fields of an endpoint that are schemas: left out, the rest is plain data. */
const SCHEMA_FIELDS = new Set(['query', 'body', 'response']);

function withoutSchemas(contract: Contract): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(contract.endpoints).map(([key, e]) => [
      key,
      Object.fromEntries(Object.entries(e).filter(([field, value]) => !SCHEMA_FIELDS.has(field) && value !== undefined)),
    ]),
  );
}

const json = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

export function contractModules(contracts: readonly Contract[] = CONTRACTS): Plugin {
  const byName = new Map(contracts.map((c) => [c.name, c]));
  return {
    name: 'carbon:contracts',
    resolveId(id) {
      if (id === CONTRACT_PATHS_ID) return `${RESOLVED}paths`;
      if (!id.startsWith(CONTRACT_ENDPOINTS_PREFIX)) return undefined;
      const name = id.slice(CONTRACT_ENDPOINTS_PREFIX.length);
      if (!byName.has(name)) this.error(`unknown contract ${id}`);
      return `${RESOLVED}endpoints:${name}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [part, name = ''] = id.slice(RESOLVED.length).split(':');
      if (part === 'paths') return json(contracts.map((c) => ({ name: c.name, paths: Object.values(c.endpoints).map((e) => e.path) })));
      return json(withoutSchemas(byName.get(name)!));
    },
  };
}

import type { authContract } from '@carbon/domain';
import endpoints from 'virtual:carbon-contracts/endpoints/auth';

/**
 * The session endpoints (sign-in, captcha, the signed-in user) for the login route, without
 * their zod schemas: importing `authContract` would bring zod and the auth schemas, a tenth of
 * the route's JavaScript (issue 14: /login ≤ 300 kB gzipped). `call`, `queryKeyOf` and
 * `fetchCall` read an endpoint's method and path only, so the contract's types (InputOf,
 * DataOf) apply unchanged. The schemas themselves are absent here: validate with the schema,
 * never through these endpoints. Built from the contract (src/app/contracts-plugin.ts), so they
 * never differ from it.
 */
export const authEndpoints = endpoints as unknown as typeof authContract.endpoints;

/** Every contract's name and endpoint paths, served by src/app/contracts-plugin.ts. */
declare module 'virtual:carbon-contracts/paths' {
  const contracts: ReadonlyArray<{ name: string; paths: readonly string[] }>;
  export default contracts;
}

/** One contract's endpoints without their zod schemas (src/app/contracts-plugin.ts); lib/auth-endpoints.ts types them. */
declare module 'virtual:carbon-contracts/endpoints/*' {
  const endpoints: Readonly<Record<string, { method: 'GET' | 'POST'; path: string; kind: string }>>;
  export default endpoints;
}

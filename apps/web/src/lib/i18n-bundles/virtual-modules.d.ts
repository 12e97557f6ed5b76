/** The domain catalogue of one language, served by src/app/domain-messages-plugin.ts. */
declare module 'virtual:carbon-domain-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}

/** The domain catalogue of one language, served by src/app/domain-messages-plugin.ts. */
declare module 'virtual:carbon-domain-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}

/** The route titles of every language, `menu.<code>` → [zh-CN, en-US, zh-TW] (domain-messages-plugin.ts). */
declare module 'virtual:carbon-domain-messages/all/menu' {
  const titles: Readonly<Record<string, readonly string[]>>;
  export default titles;
}

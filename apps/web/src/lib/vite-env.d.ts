/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The group's default time zone (IANA name, e.g. Asia/Shanghai) for dates and times on screen; see lib/format.ts. */
  readonly VITE_DEFAULT_TIME_ZONE?: string;
}

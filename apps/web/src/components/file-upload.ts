import { useCallback, useState } from 'react';

/** What an upload takes: its extensions (lower case, no dot) and its largest size. */
export type FileRule = {
  extensions: readonly string[];
  maxBytes: number;
  /** The file input's `accept` (".pdf,.png"). */
  accept: string;
  /** The size limit in MB, for the texts. */
  maxMb: number;
  /** The extensions as a text ("pdf, png"). */
  types: string;
};

export const fileRule = (extensions: readonly string[], maxBytes: number): FileRule => ({
  extensions,
  maxBytes,
  accept: extensions.map((e) => `.${e}`).join(','),
  maxMb: maxBytes / 1024 / 1024,
  types: extensions.join(', '),
});

/** A file name's extension, lower case ('' without one). */
export const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Why a file is refused before it is sent (the server checks the same, by content too), as the
 * last part of an i18n key with its parameters, or null: `badType` { types }, `tooLarge` { max }
 * (MB), and with `refuseEmpty` `zeroBytes`.
 */
export function fileRefusal(
  file: Pick<File, 'name' | 'size'>,
  rule: FileRule,
  options: { refuseEmpty?: boolean } = {},
): { reason: 'badType' | 'tooLarge' | 'zeroBytes'; params?: Record<string, unknown> } | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return { reason: 'badType', params: { types: rule.types } };
  if (file.size > rule.maxBytes) return { reason: 'tooLarge', params: { max: rule.maxMb } };
  if (options.refuseEmpty && file.size === 0) return { reason: 'zeroBytes' };
  return null;
}

/** Counts the uploads in flight (a submission waits until every one has finished): `begin()` returns the "finished" callback. */
export function useRunningUploads() {
  const [running, setRunning] = useState(0);
  const begin = useCallback(() => {
    setRunning((n) => n + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setRunning((n) => n - 1);
    };
  }, []);
  return { running, begin };
}

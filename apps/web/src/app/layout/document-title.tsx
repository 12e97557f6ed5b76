import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { useMenuTitle } from './menu-titles';

type TitledRouter = Pick<DataRouter, 'subscribe' | 'state'>;

/** The route code of the deepest match (its handle), if any. */
export function routeCodeOf(matches: ReadonlyArray<{ route: { handle?: unknown } }>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle;
    if (typeof handle === 'object' && handle !== null && 'code' in handle && typeof handle.code === 'string') return handle.code;
  }
  return undefined;
}

/**
 * Keeps `document.title` on "<page> - <application>" in the current language for every
 * route, the standalone ones (login, cockpit, map, …) included, and follows a language
 * change and an administrator's renaming. Render it once beside the RouterProvider.
 */
export function DocumentTitle({ router }: { router: TitledRouter }) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const state = useSyncExternalStore(
    (onChange) => router.subscribe(() => onChange()),
    () => router.state,
  );
  const code = routeCodeOf(state.matches);
  const title = code ? `${titleOf(code)} - ${t('appName')}` : t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

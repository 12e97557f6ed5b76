import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { ROUTES } from '@carbon/domain';
import { menuTitle } from '../../lib/i18n';

type TitledRouter = Pick<DataRouter, 'subscribe' | 'state'>;

/**
 * Signed-in routes may carry an administrator's name (the menus of getLoginUser): that part
 * comes with the signed-in chunk, which such a route loads anyway; /login does not (issue 8).
 */
const RenamedTitle = lazy(() => import('../signed-in').then((m) => ({ default: m.RenamedTitle })));

/** The route code of the deepest match (its handle), if any. */
export function routeCodeOf(matches: ReadonlyArray<{ route: { handle?: unknown } }>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle;
    if (typeof handle === 'object' && handle !== null && 'code' in handle && typeof handle.code === 'string') return handle.code;
  }
  return undefined;
}

function Title({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * Keeps `document.title` on "<page> - <application>" in the current language for every
 * route, the standalone ones (login, cockpit, map, …) included, and follows a language
 * change and an administrator's renaming. Render it once beside the RouterProvider.
 */
export function DocumentTitle({ router }: { router: TitledRouter }) {
  const { t, i18n } = useTranslation();
  const state = useSyncExternalStore(
    (onChange) => router.subscribe(() => onChange()),
    () => router.state,
  );
  const code = routeCodeOf(state.matches);
  if (!code) return <Title title={t('appName')} />;
  const plain = <Title title={`${menuTitle(code, i18n.language)} - ${t('appName')}`} />;
  if (ROUTES.find((r) => r.code === code)?.anonymous) return plain;
  return (
    <Suspense fallback={plain}>
      <RenamedTitle code={code} />
    </Suspense>
  );
}

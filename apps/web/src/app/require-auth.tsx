import { useEffect, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { api } from '../lib/api';
import { useLoginUser } from '../lib/login-user';
import { FORCED_PASSWORD_PATH, hasToken, saveLastPath } from '../lib/session';

/**
 * After every navigation: remember the full path, and ask the server whether the
 * session still lives (an ended session answers 1011008 and the API client sends the
 * user to /login).
 */
function useNavigationEffects(userId: string | undefined): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!hasToken()) return;
    // Only the auth codes matter here; the client already reacted to them.
    api.get<boolean>('/checkToken').catch(() => undefined);
  }, [pathname, search]);
  useEffect(() => {
    // saved once the user is known: the path is theirs only
    if (hasToken() && userId) saveLastPath(pathname + search, userId);
  }, [pathname, search, userId]);
}

function FullPageSpin() {
  return (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/** Renders children for a signed-in user; otherwise sends them to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useLoginUser();
  useNavigationEffects(user.data?.id);
  if (!hasToken()) return <Navigate to="/login" replace />;
  if (user.isPending) return <FullPageSpin />;
  if (user.isError) {
    return (
      <Result
        status="error"
        title={t('loadUserFailed')}
        subTitle={user.error.message}
        extra={<Button onClick={() => void user.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (user.data.mustChangePassword && pathname !== '/userInfo') return <Navigate to={FORCED_PASSWORD_PATH} replace />;
  return <>{children}</>;
}

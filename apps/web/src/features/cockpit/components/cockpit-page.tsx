import { useEffect, useState } from 'react';
import { Button, ConfigProvider, Result, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DISPLAY_TOKEN_PARAM } from '@carbon/domain';
import { usePerm } from '../../../components/use-perm';
import { ApiError } from '../../../lib/api';
import { loadActiveLocale } from '../../../lib/i18n';
import { loadLoginUser } from '../../../lib/login-user';
import { hasToken } from '../../../lib/session';
import { useCockpit } from '../api/cockpit-api';
import { approachOf, type Approach } from './cockpit-approach';
import { CockpitScreen, type MapPanel } from './cockpit-screen';
import { DisplayLinksDrawer } from './display-links-drawer';
import { ScaleToFit } from './scale-to-fit';
import './cockpit.css';

/** The server turned the request down (a revoked or expired link): the screen says so even over figures it showed before. */
const refused = (e: Error) => e instanceof ApiError && e.kind === 'server';

/** The display-link button of a signed-in administrator (needs the signed-in user's grants). */
function SignedInTools() {
  const { t } = useTranslation('cockpit');
  const can = usePerm();
  const [open, setOpen] = useState(false);
  if (!can('display:link')) return null;
  return (
    <>
      <Button size="small" ghost data-testid="cockpit-links" onClick={() => setOpen(true)}>
        {t('links.open')}
      </Button>
      {open && <DisplayLinksDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * /cockpit — the control room's wall screen (issue 14). With `?display=<token>` it opens
 * without sign-in and shows the display link's subtree (a refused link says why); without
 * one it needs a signed-in user and shows their scope. It refreshes itself every few minutes.
 */
function CockpitPage({ Map }: { Map: MapPanel }) {
  const { t } = useTranslation('cockpit');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = approachOf(params.get('approach'));
  const token = params.get(DISPLAY_TOKEN_PARAM) ?? undefined;
  const signedIn = !token && hasToken();
  const [texts, setTexts] = useState(false);
  const client = useQueryClient();
  useEffect(() => {
    // the screen's texts are in the rest of the language (the entry loads only the sign-in part first)
    void loadActiveLocale()
      .catch(() => undefined)
      .then(() => setTexts(true));
    // The tools' grants, read beside the figures rather than after them (issue 25: the screen settled one request later).
    if (signedIn) void loadLoginUser(client).catch(() => undefined);
  }, [client, signedIn]);
  const data = useCockpit(token, undefined, asked);
  const switchApproach = (a: Approach) =>
    setParams(
      (p) => {
        p.set('approach', a);
        return p;
      },
      { replace: true },
    );

  if (!token && !hasToken()) return <Navigate to="/login" replace />;
  let body;
  if (!texts || data.isPending) body = <Spin size="large" className="cockpit-spin" data-testid="cockpit-loading" />;
  else if (data.isError && (!data.data || refused(data.error)))
    body = (
      <Result
        status="warning"
        className="cockpit-refused"
        title={t(token ? 'refused.title' : 'failed.title')}
        subTitle={<span data-testid="cockpit-error">{data.error.message}</span>}
        extra={!token && <Button onClick={() => void data.refetch()}>{t('failed.retry')}</Button>}
      />
    );
  else
    body = (
      <ScaleToFit>
        <CockpitScreen
          data={data.data!}
          Map={Map}
          token={token}
          onOpen={signedIn ? (orgId) => void navigate(`/?orgId=${orgId}`) : undefined}
          tools={signedIn ? <SignedInTools /> : undefined}
          asked={asked}
          onApproach={signedIn ? switchApproach : undefined}
        />
      </ScaleToFit>
    );
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <main className="cockpit-page" data-testid="cockpit-page">
        {body}
      </main>
    </ConfigProvider>
  );
}

/** The cockpit page with the map panel app/ composes into it (a feature never imports another). */
export function cockpitWithMap(Map: MapPanel) {
  return function CockpitRoute() {
    return <CockpitPage Map={Map} />;
  };
}

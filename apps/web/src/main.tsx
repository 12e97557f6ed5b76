import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ROUTES } from '@carbon/domain';
import { setAuthHandlers } from './lib/api';
import { initI18n, loadLocale } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { FORCED_PASSWORD_PATH } from './lib/session';
import { RootProviders, createQueryClient } from './app/root-providers';
import { DocumentTitle } from './app/layout/document-title';
import { prefetchPage } from './app/page-registry';
import { createAppRouter } from './app/router';
import './styles.css';

async function start(): Promise<void> {
  const locale = currentLocale();
  // The page being opened downloads while its language does (one language per page load).
  const opening = ROUTES.find((r) => r.path === window.location.pathname);
  if (opening?.anonymous) prefetchPage(opening.code);
  // A signed-in screen needs the rest of the language too: start it now, the shell waits for it.
  else void loadLocale(locale).catch(() => undefined);
  await loadLocale(locale, 'signIn');
  // Also points dayjs and <html lang> at the language.
  initI18n(locale);

  const queryClient = createQueryClient();
  const router = createAppRouter();

  setAuthHandlers({
    onSessionEnded: () => {
      queryClient.clear();
      void router.navigate('/login', { replace: true });
    },
    onMustChangePassword: () => void router.navigate(FORCED_PASSWORD_PATH),
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RootProviders locale={locale} queryClient={queryClient}>
        <DocumentTitle router={router} />
        <RouterProvider router={router} />
      </RootProviders>
    </StrictMode>,
  );
}

/**
 * The language's texts could not be downloaded (the network failed during the first load):
 * no translation is loaded yet, so the message is in all three languages.
 */
function showStartFailure(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'padding:72px 24px;text-align:center;font-family:sans-serif;line-height:1.8';
  for (const line of ['页面加载失败，请重试。', 'The page could not be loaded. Please try again.', '頁面載入失敗，請重試。']) {
    const p = document.createElement('p');
    p.style.margin = '0';
    p.textContent = line;
    box.append(p);
  }
  const retry = document.createElement('button');
  retry.textContent = '重试 / Retry / 重試';
  retry.style.marginTop = '16px';
  retry.addEventListener('click', () => window.location.reload());
  box.append(retry);
  root.replaceChildren(box);
}

start().catch(showStartFailure);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setAuthHandlers } from './lib/api';
import { initI18n } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { FORCED_PASSWORD_PATH } from './lib/session';
import { AppProviders, createQueryClient } from './app/providers';
import { DocumentTitle } from './app/layout/document-title';
import { createAppRouter } from './app/router';
import './styles.css';

const locale = currentLocale();
// Also points dayjs and <html lang> at the language, now and on every change.
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
    <AppProviders locale={locale} queryClient={queryClient}>
      <DocumentTitle router={router} />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

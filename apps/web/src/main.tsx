import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setAuthHandlers } from './lib/api';
import { initI18n } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { FORCED_PASSWORD_PATH } from './lib/session';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import './styles.css';

const locale = currentLocale();
initI18n(locale);
document.documentElement.lang = locale;

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
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

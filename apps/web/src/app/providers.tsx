import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { ProConfigProvider } from '@ant-design/pro-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@carbon/domain';
import { isLocale, libraryLocaleFor } from '../lib/i18n';
import { GlobalLoading } from './global-loading';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors carry the server's message already; retrying a business error only repeats it.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export type AppProvidersProps = {
  /** The language at start; afterwards the providers follow i18next's language. */
  locale: Locale;
  queryClient: QueryClient;
  children: ReactNode;
};

const THEME = { token: { colorPrimary: '#2e9d5b' } };

/**
 * Query cache, theme, the built-in texts of antd and pro-components in the chosen
 * language (dayjs follows in lib/i18n), antd's message/modal context, the loading bar.
 */
export function AppProviders({ locale, queryClient, children }: AppProvidersProps) {
  // Re-renders on i18next's languageChanged, so the libraries switch with the app's texts.
  const { i18n } = useTranslation();
  const active = isLocale(i18n.language) ? i18n.language : locale;
  const texts = libraryLocaleFor(active);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={texts.antd} theme={THEME}>
        <ProConfigProvider intl={texts.pro}>
          <AntdApp>
            <GlobalLoading />
            {children}
          </AntdApp>
        </ProConfigProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

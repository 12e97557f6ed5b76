import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@carbon/domain';
import { antdLocaleFor, isLocale } from '../lib/i18n';
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

export type RootProvidersProps = {
  /** The language at start; afterwards the providers follow i18next's language. */
  locale: Locale;
  queryClient: QueryClient;
  children: ReactNode;
};

const THEME = { token: { colorPrimary: '#2e9d5b' } };

/**
 * What every route sits in, the login page included: the query cache, the theme, antd's
 * built-in texts in the chosen language (dayjs follows in lib/i18n), the loading bar.
 * pro-components take their texts from antd's locale (their `useIntl`), so there is no
 * ProConfigProvider; antd's message/modal context (App) comes with the signed-in chunk
 * (signed-in.tsx). The login page thus downloads neither (issue 8).
 */
export function RootProviders({ locale, queryClient, children }: RootProvidersProps) {
  // Re-renders on i18next's languageChanged, so the libraries switch with the app's texts.
  const { i18n } = useTranslation();
  const active = isLocale(i18n.language) ? i18n.language : locale;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleFor(active)} theme={THEME}>
        <GlobalLoading />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}

import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@carbon/domain';
import { antdLocaleFor } from '../lib/i18n';
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

export type AppProvidersProps = { locale: Locale; queryClient: QueryClient; children: ReactNode };

/** Query cache, antd locale and theme, antd's message/modal context, the loading bar. */
export function AppProviders({ locale, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleFor(locale)} theme={{ token: { colorPrimary: '#2e9d5b' } }}>
        <AntdApp>
          <GlobalLoading />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

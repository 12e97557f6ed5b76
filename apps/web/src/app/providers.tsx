import { App as AntdApp } from 'antd';
import { RootProviders, type RootProvidersProps } from './root-providers';

export { createQueryClient } from './root-providers';

export type AppProvidersProps = RootProvidersProps;

/**
 * The providers a signed-in page sits in: the root's (root-providers.tsx) and antd's
 * message/modal context, which the app adds with the signed-in chunk (signed-in.tsx).
 * Tests render pages inside these.
 */
export function AppProviders({ children, ...root }: AppProvidersProps) {
  return (
    <RootProviders {...root}>
      <AntdApp>{children}</AntdApp>
    </RootProviders>
  );
}

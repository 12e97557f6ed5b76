import { App as AntdApp } from 'antd';
import type { RouteDef } from '@carbon/domain';
import { NotAvailable, NotFound } from '../components/results';
import { ShellLayout } from './layout/shell-layout';
import { RequireAuth } from './require-auth';
import { routeElement } from './route-elements';

/**
 * Everything behind the sign-in, one chunk loaded after it (issue 8): the session check,
 * the permission gate, antd's message/modal context (AntdApp), the shell and what it needs
 * (the menus, the contracts' query cache, pro-components through the pages). The login page
 * never loads it.
 */

/** The shell around every non-standalone route, for a signed-in user. */
export function SignedInShell() {
  return (
    <AntdApp>
      <RequireAuth>
        <ShellLayout />
      </RequireAuth>
    </AntdApp>
  );
}

/** A route inside the shell: its permission gate and page. */
export function inShellElement(route: RouteDef) {
  return routeElement(route);
}

/** A standalone route that needs a signed-in user (cockpit, map, …). */
export function standaloneElement(route: RouteDef) {
  return (
    <AntdApp>
      <RequireAuth>{routeElement(route)}</RequireAuth>
    </AntdApp>
  );
}

export { NotAvailable, NotFound };
export { RenamedTitle } from './layout/renamed-title';

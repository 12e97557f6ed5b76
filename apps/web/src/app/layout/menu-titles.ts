import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../lib/i18n';
import { useLoginUser } from '../../lib/login-user';
import { renamedTitles } from '../../lib/permissions';

/**
 * The title of a route code as the shell shows it (menu, breadcrumb, document title): the
 * administrator's name where they renamed the entry, else the route title in the current
 * language (lib/permissions `renamedTitle` says what counts as renamed).
 */
export function useMenuTitle(): (code: string) => string {
  const { i18n } = useTranslation();
  const { data: user } = useLoginUser();
  const renamed = useMemo(() => renamedTitles(user), [user]);
  const language = i18n.language;
  return useCallback((code: string) => renamed.get(code) ?? menuTitle(code, language), [renamed, language]);
}

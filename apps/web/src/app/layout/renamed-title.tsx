import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from './menu-titles';

/** The page title of a signed-in route: the administrator's name where they renamed the entry. */
export function RenamedTitle({ code }: { code: string }) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const title = `${titleOf(code)} - ${t('appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@carbon/domain';
import { changeLocale } from '../lib/locale';

/** 简体中文 / English / 繁體中文; a change is stored in the session and reloads the page. */
export function LangSelect() {
  const { t, i18n } = useTranslation();
  const options = LOCALES.map((locale) => ({
    value: locale,
    label: <span data-testid={`lang-option-${locale}`}>{t(`lang.${locale}`)}</span>,
  }));
  return (
    <Select<Locale>
      data-testid="lang-select"
      aria-label={t('language')}
      size="small"
      variant="borderless"
      style={{ minWidth: 110 }}
      value={i18n.language as Locale}
      options={options}
      onChange={(value) => changeLocale(value)}
    />
  );
}

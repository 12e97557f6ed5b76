import { useEffect, useRef, useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@carbon/domain';
import { changeLocale } from '../../../lib/locale';

/**
 * 简体中文 / English / 繁體中文 on the login page: a button and a small menu rather than antd's
 * Select (its virtual list and popup engine are a fifth of the page's download; issue 8).
 * Same test ids as the shell's selector. A choice is stored and reloads the page, which then
 * downloads that language only.
 */
export function LoginLangPicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const current = i18n.language as Locale;

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const choose = (locale: Locale) => {
    setOpen(false);
    if (locale !== current) changeLocale(locale);
  };

  return (
    <div className="lang-picker" ref={box}>
      <button
        type="button"
        className="lang-picker__trigger"
        data-testid="lang-select"
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {t(`lang.${current}`)}
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
      {open && (
        <ul className="lang-picker__menu" role="menu" aria-label={t('language')}>
          {LOCALES.map((locale) => (
            <li key={locale} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={locale === current}
                className="lang-picker__option"
                data-testid={`lang-option-${locale}`}
                onClick={() => choose(locale)}
              >
                {t(`lang.${locale}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import logoEn from '../assets/logo-en.svg';
import logoZh from '../assets/logo-zh.svg';

/** The wordmark follows the language: 碳管家 for Chinese, "Carbon Steward" otherwise. */
export function Logo({ height = 32 }: { height?: number }) {
  const { t, i18n } = useTranslation();
  const src = i18n.language.startsWith('zh') ? logoZh : logoEn;
  return <img data-testid="logo" src={src} alt={t('logoAlt')} style={{ height, display: 'block' }} />;
}

// The ES module, not `antd/locale/*`: see unwrapAntdLocale in ../i18n.ts (issue 9).
import antd from 'antd/es/locale/en_US';
import menu from 'virtual:carbon-domain-messages/en-US/menu';
import common from '../../locales/en-US/common.json';
import login from '../../locales/en-US/login.json';
import type { LocaleBundle } from '../i18n';

/** What the login page needs of the language: antd's and dayjs's texts, the shared and sign-in texts, route titles. */
const bundle: LocaleBundle = { antd, dayjs: 'en', domain: menu, web: { common, login } };
export default bundle;

// The ES module, not `antd/locale/*`: see unwrapAntdLocale in ../i18n.ts (issue 9).
import antd from 'antd/es/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import menu from 'virtual:carbon-domain-messages/zh-TW/menu';
import common from '../../locales/zh-TW/common.json';
import login from '../../locales/zh-TW/login.json';
import type { LocaleBundle } from '../i18n';

/** What the login page needs of the language: antd's and dayjs's texts, the shared and sign-in texts, route titles. */
const bundle: LocaleBundle = { antd, dayjs: 'zh-tw', domain: menu, web: { common, login } };
export default bundle;

// The ES module, not `antd/locale/*`: see unwrapAntdLocale in ../i18n.ts (issue 9).
import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import menu from 'virtual:carbon-domain-messages/zh-CN/menu';
import common from '../../locales/zh-CN/common.json';
import login from '../../locales/zh-CN/login.json';
import type { LocaleBundle } from '../i18n';

/** What the login page needs of the language: antd's and dayjs's texts, the shared and sign-in texts, route titles. */
const bundle: LocaleBundle = { antd, dayjs: 'zh-cn', domain: menu, web: { common, login } };
export default bundle;

import { defineDomainModule } from '../shared/index.js';
import { calcContract } from './calc.contract.js';

/**
 * The calculation engine's endpoints: a calculation with its explanation, and recalculation (ADR 006). Its
 * contract keeps its place after the live counts' (ADR 020). The engine's explanation words stay in
 * i18n/messages (calc-*.ts): the explanation labels and the report documents read them too.
 */
export const calcModule = defineDomainModule({
  name: 'calc',
  contracts: [calcContract],
  contractsAfter: 'live',
  menus: [],
  permissions: {},
  fields: {
    'calc.source': ['排放源', 'Emission source', '排放源'],
    'calc.type': ['排放源类型', 'Source type', '排放源類型'],
    'calc.state': ['蒸汽状态', 'Steam state', '蒸汽狀態'],
  },
  catalogues: {},
});

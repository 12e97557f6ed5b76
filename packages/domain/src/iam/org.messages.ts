import type { Catalogue } from '../i18n/locale.js';

/**
 * Organisation and park messages: the contract's 2017xxx codes (§2.2), the spec §5 name
 * and code rules, the legal-entity boundary, parks, and the naming warnings. One row per
 * key keeps the three languages side by side.
 */
const ROWS: ReadonlyArray<readonly [key: string, zhCN: string, enUS: string, zhTW: string]> = [
  ['error.2017001', '组织机构不存在', 'The organisation does not exist', '組織機構不存在'],
  [
    'error.2017002',
    '组织编码重复，请修改组织编码',
    'The organisation code is already used; change the organisation code',
    '組織編碼重複，請修改組織編碼',
  ],
  [
    'error.2017003',
    '组织名称重复，请修改组织名称',
    'The organisation name is already used; change the organisation name',
    '組織名稱重複，請修改組織名稱',
  ],
  [
    'error.2017004',
    '该机构或其下级机构下有员工，无法删除',
    'This organisation or one below it still has staff; it cannot be deleted',
    '該機構或其下級機構下有員工，無法刪除',
  ],
  [
    'error.2017005',
    '父节点不能和本节点一致，请重新选择父节点',
    'The superior organisation cannot be the organisation itself',
    '父節點不能和本節點一致，請重新選擇父節點',
  ],
  [
    'error.2017006',
    '父节点不能为本节点的子节点，请重新选择父节点',
    'The superior organisation cannot be one of its own subordinates',
    '父節點不能為本節點的子節點，請重新選擇父節點',
  ],
  ['org.parent.notFound', '上级组织不存在', 'The superior organisation does not exist', '上級組織不存在'],
  ['org.name.required', '{{field}} 不能为空', '{{field}} is required', '{{field}} 不能為空'],
  ['org.name.tooLong', '{{field}} 最多 {{max}} 个字符', '{{field}} allows at most {{max}} characters', '{{field}} 最多 {{max}} 個字元'],
  [
    'org.name.forbiddenChars',
    '名称不能包含以下字符：{{chars}}',
    'The name may not contain these characters: {{chars}}',
    '名稱不能包含以下字元：{{chars}}',
  ],
  ['org.code.required', '{{field}} 不能为空', '{{field}} is required', '{{field}} 不能為空'],
  [
    'org.code.format',
    '{{field}} 只能由小写字母和数字组成，单词间以“-”连接（最多 {{max}} 个字符），例如 fii-ccbg-longhua',
    '{{field}} may hold lower-case letters and digits, words joined by "-" (at most {{max}} characters), e.g. fii-ccbg-longhua',
    '{{field}} 只能由小寫字母和數字組成，單詞間以「-」連接（最多 {{max}} 個字元），例如 fii-ccbg-longhua',
  ],
  [
    'org.boundary.notLegalEntity',
    '只有法人可以填写股权比例和控制权',
    'Only a legal entity carries an equity share and control',
    '只有法人可以填寫股權比例和控制權',
  ],
  // Spec §5/§9: at most 100 (%). The form's rule shows the same text (org.schema.ts orgBoundaryForm).
  [
    'org.boundary.equityRange',
    '股权比例最多为 100%，且不能为负数',
    'The equity share may be at most 100 % and may not be negative',
    '股權比例最多為 100%，且不能為負數',
  ],
  [
    'org.level.order',
    '组织类型：{{type}}不能位于{{parent}}之下，此处可选：{{allowed}}（层级顺序：{{levels}}；可向下跳级，不能向上）',
    'Type: {{type}} cannot be placed under {{parent}}; allowed here: {{allowed}} (level order: {{levels}}; a level may be skipped downward, never upward)',
    '組織類型：{{type}}不能位於{{parent}}之下，此處可選：{{allowed}}（層級順序：{{levels}}；可向下跳級，不能向上）',
  ],
  [
    'org.level.leaf',
    '组织类型：{{parent}}之下不能再设下级组织（楼栋是最低层级）',
    'Type: nothing can be placed under {{parent}} (a building is the lowest level)',
    '組織類型：{{parent}}之下不能再設下級組織（樓棟是最低層級）',
  ],
  [
    'org.level.child',
    '组织类型：{{type}}之下不能有下级组织{{child}}（层级顺序：{{levels}}），请先调整下级组织',
    'Type: a {{type}} cannot have {{child}} below it (level order: {{levels}}); move or change that organisation first',
    '組織類型：{{type}}之下不能有下級組織{{child}}（層級順序：{{levels}}），請先調整下級組織',
  ],
  ['org.level.root', '顶级', 'the top level', '頂級'],
  ['org.level.named', '“{{name}}”（{{type}}）', '"{{name}}" ({{type}})', '「{{name}}」（{{type}}）'],
  ['org.boundary.date', '生效日期格式应为 YYYY-MM-DD', 'The effective date must be a date (YYYY-MM-DD)', '生效日期格式應為 YYYY-MM-DD'],
  // issue 26: a boundary record or ownership link whose facts contradict its relationship is refused when saved
  ['org.boundary.relationshipUnknown', '请选择{{field}}', 'Choose the {{field}}', '請選擇{{field}}'],
  [
    'org.boundary.whollyOwnedShare',
    '{{field}}与组织关系矛盾：全资子公司的股权比例为 100%',
    '{{field}} contradicts the relationship: a wholly owned subsidiary is held at 100 %',
    '{{field}}與組織關係矛盾：全資子公司的股權比例為 100%',
  ],
  [
    'org.boundary.control.wholly-owned',
    '{{field}}与组织关系矛盾：全资子公司由本集团单独控制',
    "{{field}} contradicts the relationship: a wholly owned subsidiary is under the group's own financial control",
    '{{field}}與組織關係矛盾：全資子公司由本集團單獨控制',
  ],
  [
    'org.boundary.control.subsidiary',
    '{{field}}与组织关系矛盾：子公司由本集团单独控制；没有控制权的持股请选择联营企业或固定资产投资',
    "{{field}} contradicts the relationship: a subsidiary is under the group's own financial control; a holding without control is an associate or a fixed-asset investment",
    '{{field}}與組織關係矛盾：子公司由本集團單獨控制；沒有控制權的持股請選擇關聯企業或固定資產投資',
  ],
  [
    'org.boundary.control.joint-venture',
    '{{field}}与组织关系矛盾：合营企业由各方共同控制；本集团单独控制的是子公司',
    '{{field}} contradicts the relationship: a joint venture is under joint financial control; one the group controls alone is a subsidiary',
    '{{field}}與組織關係矛盾：合資企業由各方共同控制；本集團單獨控制的是子公司',
  ],
  [
    'org.boundary.control.associate',
    '{{field}}与组织关系矛盾：联营企业不受本集团财务控制（股权过半也可以是联营企业）',
    "{{field}} contradicts the relationship: an associate is not under the group's financial control (even when held above 50 %)",
    '{{field}}與組織關係矛盾：關聯企業不受本集團財務控制（股權過半也可以是關聯企業）',
  ],
  [
    'org.boundary.control.fixed-asset-investment',
    '{{field}}与组织关系矛盾：固定资产投资不受本集团控制',
    "{{field}} contradicts the relationship: a fixed-asset investment is not under the group's control",
    '{{field}}與組織關係矛盾：固定資產投資不受本集團控制',
  ],
  ['org.ownership.self', '{{field}}不能是被持股组织本身', 'The {{field}} cannot be the organisation held', '{{field}}不能是被持股組織本身'],
  ['org.ownership.notLegalEntity', '{{field}}必须是法人', 'The {{field}} must be a legal entity', '{{field}}必須是法人'],
  [
    'org.ownership.dates',
    '{{field}}不能早于生效日期',
    'The {{field}} cannot be before the date it is valid from',
    '{{field}}不能早於生效日期',
  ],
  ['org.ownership.notFound', '持股关系不存在或已删除', 'The ownership link does not exist or was deleted', '持股關係不存在或已刪除'],
  [
    'org.coordinate.range',
    '{{field}} 须在 {{min}} 到 {{max}} 之间',
    '{{field}} must be between {{min}} and {{max}}',
    '{{field}} 須在 {{min}} 到 {{max}} 之間',
  ],
  ['org.park.notFound', '园区不存在', 'The park does not exist', '園區不存在'],
  ['org.park.fieldsRequired', '新园区需要名称和编码', 'A new park needs a name and a code', '新園區需要名稱和編碼'],
  ['org.park.codeRepeat', '{{field}}已被使用，请换一个', '{{field}} is already used; choose another', '{{field}}已被使用，請換一個'],
  ['org.park.businessGroup', '园区所属组织必须是事业群', "A park's organisation must be a business group", '園區所屬組織必須是事業群'],
  [
    'org.park.noBusinessGroup',
    '找不到该组织所属的事业群，请为园区指定事业群',
    "No business group above this organisation; give the park's business group",
    '找不到該組織所屬的事業群，請為園區指定事業群',
  ],
  ['org.park.inUse', '园区仍被组织使用，无法删除', 'Organisations still use this park; it cannot be deleted', '園區仍被組織使用，無法刪除'],
  [
    'org.warning.namePrefix',
    '名称建议以“{{prefix}}”开头（事业群-法人-BU-楼栋）',
    'The name should start with "{{prefix}}" (business group-legal person-BU-building)',
    '名稱建議以「{{prefix}}」開頭（事業群-法人-BU-樓棟）',
  ],
  [
    'org.warning.nameForm',
    '名称建议采用“事业群-法人-BU-楼栋”格式，此类组织的名称应有 {{parts}} 段（以“-”分隔）',
    'Names should follow "business group-legal person-BU-building": this kind of organisation has {{parts}} parts separated by "-"',
    '名稱建議採用「事業群-法人-BU-樓棟」格式，此類組織的名稱應有 {{parts}} 段（以「-」分隔）',
  ],
];

export const orgMessages: Catalogue = {
  'zh-CN': Object.fromEntries(ROWS.map(([k, zh]) => [k, zh])),
  'en-US': Object.fromEntries(ROWS.map(([k, , en]) => [k, en])),
  'zh-TW': Object.fromEntries(ROWS.map(([k, , , tw]) => [k, tw])),
};

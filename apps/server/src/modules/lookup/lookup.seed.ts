import { ENUMS, MESSAGES } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { dictTypeIds, insertDictItems, insertDictTypes } from './lookup-seed.repo.js';

/**
 * Seeds the dictionary (contract §5.8) from the domain's enumerations: one sys_dict_type
 * per enumeration (named by the simplified-Chinese label of its key) and one sys_dict_data
 * per item (code = String(item.code), value = its simplified-Chinese label, label_key = its
 * i18n key, so the dropdown answers in the caller's language). Rows that already exist are
 * left alone, so running it again after an upgrade adds only new enumerations and items.
 * Three statements in all: the embedded database pays per statement.
 */
export async function seedDictionaries(tx: Db): Promise<void> {
  const zh = MESSAGES['zh-CN'];
  await insertDictTypes(
    tx,
    ENUMS.map((e, i) => ({ code: e.code, name: zh[e.key] ?? e.code, sort: i + 1, remark: 'built-in' })),
  );
  const typeId = await dictTypeIds(
    tx,
    ENUMS.map((e) => e.code),
  );
  const items = ENUMS.flatMap((e) =>
    e.items.map((item, j) => ({
      typeId: typeId.get(e.code)!,
      code: String(item.code),
      value: zh[item.key] ?? item.name,
      labelKey: item.key,
      sort: j + 1,
    })),
  );
  if (items.length) await insertDictItems(tx, items);
}

import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, listed, ref, timestamps } from './columns.js';

/** Dictionary types (contract §5.8), seeded from the domain's enumerations. */
export const sysDictType = pgTable('sys_dict_type', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  ...listed(),
  ...timestamps(),
});

/** Dictionary entries: `code` is the stored value, `value` the label; `labelKey` translates seeded ones. */
export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: id(),
    typeId: ref('type_id').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
    labelKey: text('label_key'),
    ...listed(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_dict_data_type_code_idx').on(t.typeId, t.code)],
);

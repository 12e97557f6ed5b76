/**
 * The shape every enumeration of the product shares. The server seeds its dictionary
 * (sys_dict_type / sys_dict_data, contract §5.8) from these definitions and the web
 * renders labels through the i18n keys, so both read one source.
 */

/** A stored value: a number where the spec or the contract numbers the values, else a snake_case string. */
export type EnumCodeValue = string | number;

export type EnumItem<C extends EnumCodeValue = EnumCodeValue, N extends string = string> = {
  /** The stored value; on the dictionary wire it is always `String(code)` (contract §1.4). */
  readonly code: C;
  /** Stable English identifier (camelCase); also the last segment of `key`. */
  readonly name: N;
  /** i18n key of the label, `enum.<enumKey>.<name>`, in i18n/messages/enums.ts. */
  readonly key: string;
};

export type EnumDef<C extends EnumCodeValue = EnumCodeValue> = {
  /** Dictionary type code (snake_case), e.g. `task_approval_status`. */
  readonly code: string;
  /** i18n key of the enumeration's own name, `enumType.<enumKey>`. */
  readonly key: string;
  readonly items: readonly EnumItem<C>[];
};

/** One item as written in a definition: `[code, name]`. */
export type EnumItemSpec = readonly [code: EnumCodeValue, name: string];

/** The item type of a definition written as `S`: one member per `[code, name]` pair. */
export type EnumItemOf<S extends readonly EnumItemSpec[]> = { [I in keyof S]: EnumItem<S[I][0], S[I][1]> }[number];

/** A definition with literal types kept, plus `codes.<name>` for readable access to a code. */
export type TypedEnum<S extends readonly EnumItemSpec[]> = {
  readonly code: string;
  readonly key: string;
  readonly items: readonly EnumItemOf<S>[];
  /** Code by item name, e.g. `FILL_TASK_STATUS.codes.processing === 3`. */
  readonly codes: { readonly [I in S[number] as I[1]]: I[0] };
};

/** The union of an enumeration's codes, e.g. `EnumCode<typeof SEX>` is `1 | 2 | 3`. */
export type EnumCode<E extends EnumDef> = E['items'][number]['code'];

/** The union of an enumeration's item names. */
export type EnumName<E extends EnumDef> = E['items'][number]['name'];

/**
 * Builds a definition from `[code, name]` pairs. Keys follow the pattern
 * `enumType.<enumKey>` for the type and `enum.<enumKey>.<name>` for each item,
 * so the catalogue can be checked mechanically.
 */
export function defineEnum<const S extends readonly EnumItemSpec[]>(code: string, enumKey: string, specs: S): TypedEnum<S> {
  const items = specs.map(([c, name]) => ({ code: c, name, key: `enum.${enumKey}.${name}` }));
  const codes = Object.fromEntries(specs.map(([c, name]) => [name, c]));
  return Object.freeze({
    code,
    key: `enumType.${enumKey}`,
    items: Object.freeze(items),
    codes: Object.freeze(codes),
  }) as unknown as TypedEnum<S>;
}

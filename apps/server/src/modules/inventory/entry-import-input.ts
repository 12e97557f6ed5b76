import {
  ENTRY_PARAMETERS,
  FACTOR_SEED,
  FUEL_METHODS,
  emissionSourceInput,
  parseParameters,
  translate,
  type EmissionSourceInput,
  type EmissionSourceType,
  type Locale,
  type MessageParams,
} from '@carbon/domain';

/**
 * The engine input of an imported entry row (issue 25 item 7): the parameters' own columns, and the
 * earlier template's `parameters` cell when a file has one (`name=value; …` or JSON; a column's value
 * wins over the cell's). Every faulty cell is named, not only the first: a number that is not one, a
 * parameter the row's calculation does not use, a fuel where no fuel applies, each input the engine's
 * schema refuses at the column that holds it (or should).
 */

/** Why a cell fails: its column (sheet key), the message key and its parameters. */
export type CellFault = { column: string; key: string; params: MessageParams };

/** A row's parts the input is built from: its cells as read (the sheet's values; enum cells already their codes). */
export type RowCells = Readonly<Record<string, unknown>>;

const BY_KEY = new Map(ENTRY_PARAMETERS.map((p) => [p.key, p]));
const BY_PATH = new Map(ENTRY_PARAMETERS.flatMap((p) => [[p.path, p] as const]));
/** A plain decimal: an optional sign, digits with at most one point. */
const isNumber = (s: string) => /^[-+]?[\d.]+$/.test(s) && /\d/.test(s) && s.split('.').length <= 2;

const text = (v: unknown): string | undefined => (v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim());

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, leaf] = path.includes('.') ? [path.slice(0, path.indexOf('.')), path.slice(path.indexOf('.') + 1)] : [path, undefined];
  if (leaf === undefined) {
    target[head] = value;
    return;
  }
  const inner = target[head];
  const obj = inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
  obj[leaf] = value;
  target[head] = obj;
}

/** The consumption unit a fuel's calorific value is per (its seeded NCV row): `t` or `10^4 Nm3`. */
const FUEL_UNIT = new Map(
  FACTOR_SEED.filter((r) => r.code.endsWith('-NCV') && r.code.includes('-FUEL-')).map((r) => [
    r.code.slice(0, -'-NCV'.length),
    r.factorUnit.replace(/\s/g, '') === 'GJ/10^4Nm3' ? '10^4 Nm3' : 't',
  ]),
);

/** The method's label in `locale` (the calculation drop-down's). */
const methodLabel = (locale: Locale, type: string) => translate(locale, `report.doc.sourceType.${type}`);

/** The cells of the parameter columns, checked against the row's method; the values put at their engine paths. */
function fromColumns(locale: Locale, type: string, cells: RowCells, faults: CellFault[]) {
  const input: Record<string, unknown> = {};
  const origin = new Map<string, string>();
  for (const p of ENTRY_PARAMETERS) {
    const raw = cells[p.key];
    const value = typeof raw === 'number' ? raw : text(raw);
    if (value === undefined) continue;
    if (!p.methods.includes(type as EmissionSourceType)) {
      faults.push({ column: p.key, key: 'inventory.import.notForMethod', params: { method: methodLabel(locale, type) } });
      continue;
    }
    if (p.kind === 'decimal' && !isNumber(String(value))) {
      faults.push({ column: p.key, key: 'inventory.import.number', params: { value: String(value) } });
      continue;
    }
    setPath(input, p.path, value);
    origin.set(p.path, p.key);
  }
  return { input, origin };
}

/** The earlier template's cell merged under the columns' values (nested groups merged key by key). */
function merged(old: Record<string, unknown>, columns: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...old };
  for (const [k, v] of Object.entries(columns)) {
    const before = out[k];
    out[k] =
      v && typeof v === 'object' && before && typeof before === 'object' && !Array.isArray(before) ? { ...before, ...(v as object) } : v;
  }
  return out;
}

/** The column an engine input's issue belongs to: the column it came from, its own column, or the old cell. */
function columnOf(path: string, origin: ReadonlyMap<string, string>, fromOld: boolean): string {
  return origin.get(path) ?? (fromOld && !BY_PATH.has(path) ? 'parameters' : (BY_PATH.get(path)?.key ?? 'parameters'));
}

/** A whole number the engine takes as a number (a spend's year and month) typed as text in the old cell: read as one. */
function withWholeNumbers(params: Record<string, unknown>, error: { issues: readonly { code: string; path: PropertyKey[] }[] }) {
  const out = { ...params };
  for (const i of error.issues) {
    const k = String(i.path[0] ?? '');
    if (i.code === 'invalid_type' && i.path.length === 1 && /^-?\d+$/.test(String(out[k] ?? ''))) out[k] = Number(out[k]);
  }
  return out;
}

/**
 * The engine input of a row, or every fault of its cells. `cells`: the row's values as the sheet read them
 * (sourceType a method code, enum parameters their codes).
 */
export function entryInputOf(locale: Locale, cells: RowCells): { input?: EmissionSourceInput; faults: CellFault[] } {
  const faults: CellFault[] = [];
  const type = text(cells.sourceType) ?? '';
  let old: Record<string, unknown> = {};
  const oldText = text(cells.parameters);
  if (oldText) {
    const parsed = parseParameters(oldText);
    if (parsed) old = parsed;
    else faults.push({ column: 'parameters', key: 'inventory.import.parameters', params: {} });
  }
  const { input: columns, origin } = fromColumns(locale, type, cells, faults);
  const fuel = text(cells.fuel);
  if (fuel && !FUEL_METHODS.includes(type as EmissionSourceType))
    faults.push({ column: 'fuel', key: 'inventory.import.fuelMethod', params: {} });
  else if (fuel && text(cells.factorCode)) faults.push({ column: 'fuel', key: 'inventory.import.fuelAndFactor', params: {} });
  // a fuel brings its consumption unit (per its calorific value) when the row names none
  if (fuel && type === 'combustion-cn' && columns.consumptionUnit === undefined && old.consumptionUnit === undefined) {
    const unit = FUEL_UNIT.get(fuel);
    if (unit) columns.consumptionUnit = unit;
  }
  const category = type.startsWith('scope3-') && typeof cells.category === 'number' ? { category: cells.category } : {};
  let params: Record<string, unknown> = { ...merged(old, columns), ...category, type };
  let parsed = emissionSourceInput.safeParse(params);
  if (!parsed.success) {
    params = withWholeNumbers(params, parsed.error);
    parsed = emissionSourceInput.safeParse(params);
  }
  if (parsed.success) return faults.length ? { faults } : { input: parsed.data, faults };
  const seen = new Set(faults.map((f) => f.column));
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    if (head === 'type') continue; // the calculation column's own check names it
    const path = issue.path.length > 1 && typeof issue.path[1] === 'string' ? `${head}.${issue.path[1]}` : head;
    const column = head === 'category' ? 'category' : columnOf(path, origin, Object.hasOwn(old, head));
    if (seen.has(column)) continue;
    seen.add(column);
    const missing = getAt(params, path) === undefined;
    faults.push(
      column === 'parameters' || !BY_KEY.has(column)
        ? { column, key: column === 'category' ? 'inventory.import.category' : 'inventory.import.parameter', params: { name: path } }
        : { column, key: missing ? 'imports.reason.required' : 'inventory.import.parameter', params: {} },
    );
  }
  return { faults };
}

function getAt(o: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), o);
}

/** The cells an engine input is built from, as one key (equal cells build equal inputs). */
const INPUT_CELLS = ['sourceType', 'category', 'fuel', 'factorCode', 'parameters', ...ENTRY_PARAMETERS.map((p) => p.key)];
export const cellsKey = (cells: RowCells): string => INPUT_CELLS.map((k) => cells[k] ?? '').join('\u0000');

/** The column an engine refusal names (its `field`): the parameter's column, the factor's, or the old cell. */
export function columnOfField(field: string | undefined, cells: RowCells): string {
  if (!field) return text(cells.parameters) ? 'parameters' : 'sourceType';
  if (field === 'factorId') return text(cells.fuel) ? 'fuel' : 'factorCode';
  const p = BY_PATH.get(field);
  if (p && (cells[p.key] !== undefined || !text(cells.parameters))) return p.key;
  return text(cells.parameters) ? 'parameters' : (p?.key ?? 'sourceType');
}

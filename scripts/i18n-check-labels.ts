/**
 * The "no raw code on screen" half of the i18n check: every code a screen shows must have a
 * label in zh-CN, en-US and zh-TW. Where the codes come from:
 * - enumerations: ENUMS (packages/domain/src/enums), type and item keys;
 * - permissions: BUTTONS, derived from the contracts (`permission.<module>.<action>`);
 * - audit: AUDIT_ACTIONS / AUDIT_ENTITIES (iam/audit.schema.ts), which must hold every entity a
 *   contract POST declares and every action and entity literal the server passes to `audit()`;
 * - the engine: the input names and methods written in packages/domain/src/calc (scanned), the
 *   source codes, word units, coded values and citations of calc-explain-labels.ts;
 * - the factor seed: every seeded sector, note, classification (class 1 and 2) and country code (FACTOR_SEED);
 * - request fields: every field of every contract's query and body, and every input name the
 *   engine checks, so a refusal names the field by its label (`fieldLabelKey`, i18n-check-fields.ts).
 * `readTree` reads the scanned sources from disk; `labelProblems` is pure, so a test can feed it
 * a tree or a catalogue with something missing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, type Catalogue } from '../packages/domain/src/i18n/locale.js';
import {
  CALC_CODED_INPUTS,
  CALC_SOURCE_CODES,
  CALC_WORD_UNITS,
  MESSAGES,
  citationKey,
  factorClassKey,
  factorCountryKey,
  fieldLabelKey,
  permissionLabelKey,
  seedNoteKey,
} from '../packages/domain/src/i18n/messages/index.js';
import { contractFields, engineFields } from './i18n-check-fields.js';
import { ENUMS } from '../packages/domain/src/enums/index.js';
import { BUTTONS, ENDPOINTS } from '../packages/domain/src/contracts.js';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionKey, auditEntityKey } from '../packages/domain/src/iam/audit.schema.js';
import { FACTOR_SEED } from '../packages/domain/src/factors/index.js';
import { CO2_PER_C } from '../packages/domain/src/calc/combustion/cn-guideline.js';
import { STEAM_CONSTANTS } from '../packages/domain/src/calc/steam/steam-constants.js';
import { WASTEWATER_DEFAULTS } from '../packages/domain/src/calc/wastewater/defaults.js';
import { gwpSource } from '../packages/domain/src/calc/gwp/gwp.js';
import { REFRIGERANT_SCREENING_DEFAULTS } from '../packages/domain/src/calc/refrigerant/defaults.js';
import { emissionSourceInput } from '../packages/domain/src/calc/source-input.js';

/** Source files by path (relative to the repository root). */
export type Files = Readonly<Record<string, string>>;
/** What the check scans: the server's sources and the calculation engine's. */
export type Tree = { server: Files; engine: Files };

function readDir(root: string, dir: string, out: Record<string, string>): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) readDir(root, path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|contract|schema)\.tsx?$/.test(name)) out[relative(root, path)] = readFileSync(path, 'utf8');
  }
}

/** The sources of apps/server/src and packages/domain/src/calc, without tests, contracts and schemas. */
export function readTree(root: string): Tree {
  const server: Record<string, string> = {};
  const engine: Record<string, string> = {};
  readDir(root, join(root, 'apps/server/src'), server);
  readDir(root, join(root, 'packages/domain/src/calc'), engine);
  return { server, engine };
}

const matches = (files: Files, pattern: RegExp): Array<{ value: string; file: string }> =>
  Object.entries(files).flatMap(([file, text]) =>
    [...text.matchAll(pattern)].flatMap((m) =>
      m
        .slice(1)
        .filter((v): v is string => !!v)
        .map((value) => ({ value, file })),
    ),
  );

/** The audit actions and entity literals the server passes to `audit()` / `writeAudit()`. */
export function serverAuditCodes(server: Files) {
  return {
    actions: matches(server, /\baction: '([a-zA-Z_-]+)'/g),
    entities: [...matches(server, /\bentity: '([a-zA-Z_-]+)'/g), ...matches(server, /\b[A-Z_]*ENTITY = '([a-zA-Z_-]+)'/g)],
  };
}

/** Input names (`gwp.${gas}` counts as the family `gwp`) and methods the engine writes into explanations. */
export function engineCodes(engine: Files) {
  const names = [
    ...matches(engine, /\bexplained\(\s*'([A-Za-z0-9]+)'/g),
    ...matches(engine, /\bexplained\(\s*`([A-Za-z0-9]+)\.\$\{/g),
    ...matches(engine, /\bname:\s*'([A-Za-z0-9]+)',\s*value:/g),
  ];
  const methods = [
    ...matches(engine, /\bmethod:\s*'([^']+)'/g),
    ...matches(engine, /\bmethod:[^\n]*?\?\s*'([^']+)'\s*:\s*'([^']+)'/g),
    ...matches(engine, /\bmethod:\s*`\$\{[^}]+\}\+([A-Za-z0-9.-]+)`/g),
    ...matches(engine, /\bexplain\(\s*'([^']+)'/g),
    ...matches(engine, /\bexplanation\(\s*input,\s*\w+,\s*'([^']+)'/g),
  ];
  return { names, methods };
}

/** The codes the coded inputs can take: source types from the request schema, refrigerant equipment types. */
function codedValues(): Array<[input: string, value: string]> {
  const combustion = emissionSourceInput.options.find((o) => o.shape.type.value === 'combustion-cn');
  const sourceType = combustion && 'sourceType' in combustion.shape ? combustion.shape.sourceType.unwrap().options : [];
  return [
    ...sourceType.map((v) => ['sourceType', v] as [string, string]),
    ...REFRIGERANT_SCREENING_DEFAULTS.map((d) => ['equipmentType', d.equipmentType] as [string, string]),
  ];
}

/** The engine's citations a source column can show. */
const CITATIONS = [
  CO2_PER_C.source,
  STEAM_CONSTANTS.feedWaterEnthalpy.source,
  STEAM_CONSTANTS.waterSpecificHeat.source,
  STEAM_CONSTANTS.hotWaterReferenceTemperature.source,
  WASTEWATER_DEFAULTS.b0.source,
  WASTEWATER_DEFAULTS.mcf.source,
  gwpSource('AR4'),
  gwpSource('AR5'),
  gwpSource('AR6'),
];

export type LabelReport = { problems: string[]; checked: number };

/** Every coded value a screen shows, checked for a non-empty label in every language of `messages`. */
export function labelProblems(tree: Tree, messages: Catalogue = MESSAGES): LabelReport {
  const problems: string[] = [];
  let checked = 0;
  const need = (what: string, key: string) => {
    checked++;
    for (const locale of LOCALES) if (!messages[locale][key]?.trim()) problems.push(`label: ${what} has no "${key}" in ${locale}`);
  };

  for (const def of ENUMS) {
    need(`enumeration ${def.code}`, def.key);
    for (const item of def.items) need(`enumeration ${def.code} code ${String(item.code)}`, item.key);
  }

  for (const b of BUTTONS) need(`permission ${b.permission}`, permissionLabelKey(b.permission));

  const actions = new Set<string>(AUDIT_ACTIONS);
  const entities = new Set<string>(AUDIT_ENTITIES);
  for (const a of AUDIT_ACTIONS) need(`audit action ${a}`, auditActionKey(a));
  for (const e of AUDIT_ENTITIES) need(`audit entity ${e}`, auditEntityKey(e));
  for (const e of ENDPOINTS)
    if (typeof e.audit === 'string' && !entities.has(e.audit))
      problems.push(`label: audit entity ${e.audit} (${e.method} ${e.path}) is not in AUDIT_ENTITIES (iam/audit.schema.ts)`);
  const server = serverAuditCodes(tree.server);
  for (const { value, file } of server.actions)
    if (!actions.has(value)) problems.push(`label: audit action ${value} (${file}) is not in AUDIT_ACTIONS (iam/audit.schema.ts)`);
  for (const { value, file } of server.entities)
    if (!entities.has(value)) problems.push(`label: audit entity ${value} (${file}) is not in AUDIT_ENTITIES (iam/audit.schema.ts)`);

  const engine = engineCodes(tree.engine);
  for (const name of new Set(engine.names.map((n) => n.value))) need(`engine input ${name}`, `calc.input.${name}`);
  for (const method of new Set(engine.methods.map((m) => m.value))) need(`engine method ${method}`, `calc.method.${method}`);
  for (const code of CALC_SOURCE_CODES) need(`engine source ${code}`, `calc.inputSource.${code}`);
  for (const [unit, label] of Object.entries(CALC_WORD_UNITS)) need(`engine unit ${unit}`, `calc.unit.${label}`);
  for (const [input, value] of codedValues()) need(`engine ${input} ${value}`, `${CALC_CODED_INPUTS[input] ?? input}.${value}`);
  for (const text of CITATIONS) {
    const key = citationKey(text);
    if (key) need(`engine citation`, key);
    else problems.push(`label: the engine citation "${text.slice(0, 60)}…" has no calc.citation.* key whose text equals it`);
  }

  for (const sector of new Set(FACTOR_SEED.map((r) => r.sector).filter(Boolean)))
    need(`factor sector ${sector}`, `factor.sector.${sector}`);
  for (const note of new Set(FACTOR_SEED.map((r) => r.note).filter((n): n is string => !!n))) {
    const key = seedNoteKey(note);
    if (key) need(`seeded factor note`, key);
    else problems.push(`label: the seeded factor note "${note.slice(0, 60)}…" has no factor.seedNote.* key whose text equals it`);
  }
  for (const value of new Set(FACTOR_SEED.flatMap((r) => [r.class1, r.class2]).filter(Boolean))) {
    const key = factorClassKey(value);
    if (key) need(`factor class ${value}`, key);
    else problems.push(`label: the seeded factor class "${value}" has no factor.class.* key whose text equals it`);
  }
  for (const country of new Set(FACTOR_SEED.map((r) => r.country))) {
    const key = factorCountryKey(country);
    if (key) need(`factor country ${country}`, key);
    else problems.push(`label: the seeded factor country ${country} has no factor.country.${country} label`);
  }

  for (const f of contractFields()) {
    const key = fieldLabelKey(f.path, f.tag);
    if (key) need(`request field ${f.path} (${f.where})`, key);
    else problems.push(`label: request field ${f.path} (${f.where}) has no field.${f.tag}.<name>, field.<name> or calc.input.<name> label`);
  }
  for (const name of new Set(engineFields(tree.engine).map((f) => f.value))) {
    const key = fieldLabelKey(name);
    if (key) need(`engine field ${name}`, key);
    else problems.push(`label: the engine's input ${name} has no field.<name> or calc.input.<name> label (its refusals name it)`);
  }
  return { problems, checked };
}

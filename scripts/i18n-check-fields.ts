/**
 * The request inputs a refusal can name (issue 9: "messages name the field in the user's
 * words"): every field of every contract's query and body, walked through the zod schemas, and
 * the names the engine gives its checked inputs. The label check requires each to resolve to a
 * label (`fieldLabelKey`: `field.<tag>.<path>`, `field.<name>`, `calc.input.<name>`).
 */
import type { z } from 'zod';
import { ENDPOINTS } from '../packages/domain/src/contracts.js';
import type { Files } from './i18n-check-labels.js';

/** A field of a request: its dotted path (array items left out) and its contract's tag. */
export type RequestField = { path: string; tag: string; where: string };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The dotted paths of every object key under `schema` (through optional, default, pipe, array, union). */
export function fieldPaths(schema: unknown, prefix: string[] = [], out = new Set<string>()): Set<string> {
  const def = defOf(schema);
  if (!def) return out;
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        out.add([...prefix, key].join('.'));
        fieldPaths(child, [...prefix, key], out);
      }
      return out;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return fieldPaths(def.innerType, prefix, out);
    case 'pipe':
      return fieldPaths(def.in, prefix, out);
    case 'array':
      return fieldPaths(def.element, prefix, out);
    case 'union':
      for (const option of def.options ?? []) fieldPaths(option, prefix, out);
      return out;
    case 'intersection':
      fieldPaths(def.left, prefix, out);
      return fieldPaths(def.right, prefix, out);
    default:
      return out;
  }
}

/** Every field of every contract's query and body, once per tag. */
export function contractFields(): RequestField[] {
  const seen = new Map<string, RequestField>();
  for (const e of ENDPOINTS) {
    for (const schema of [e.query, e.body]) {
      for (const path of fieldPaths(schema)) {
        const id = `${e.tag} ${path}`;
        if (!seen.has(id)) seen.set(id, { path, tag: e.tag, where: `${e.method} ${e.path}` });
      }
    }
  }
  return [...seen.values()];
}

const matches = (files: Files, pattern: RegExp) =>
  Object.entries(files).flatMap(([file, text]) => [...text.matchAll(pattern)].map((m) => ({ value: m[1] ?? '', file })));

/** The names the engine gives the inputs it checks (`toFraction(v, 'oxidationRate')`), which its refusals name. */
export function engineFields(engine: Files): Array<{ value: string; file: string }> {
  return [
    ...matches(engine, /\b(?:toDecimal|toNonNegative|toFraction|optNonNegative|toPositive)\([^;'\n()]*,\s*'([A-Za-z][A-Za-z0-9.]*)'/g),
    ...matches(engine, /\binvalid\(\s*'[^']+',\s*\{[^}]*\},\s*'([A-Za-z][A-Za-z0-9.]*)'\s*\)/g),
  ].filter((f) => f.value);
}

import type { Catalogue } from '../i18n/locale.js';
import type { Row3 } from '../i18n/messages/rows.js';
import type { Contract } from './contract.js';
import type { RouteDef } from './route-def.js';

/**
 * A module's manifest in the domain (ADR 020): what the domain composes of it, declared in the module's own
 * folder. The contracts join CONTRACTS (endpoints, permissions, menu buttons, OpenAPI), the menus join the route
 * table with their titles (`menu.<code>`), the permission labels and field labels join their catalogues, and the
 * module's own catalogue fragments join CATALOGUES (the i18n check walks them). `modules.ts` lists the modules.
 */
export type DomainModule<C extends readonly Contract[]> = {
  name: string;
  contracts: C;
  /**
   * The contract (by name) the module's contracts follow in CONTRACTS; without it they join the end. Their place
   * sets the order, and so the seeded sort, of the menu buttons they declare (a module that predates the manifest
   * keeps its place).
   */
  contractsAfter?: string;
  /**
   * Route rows (directories, pages, standalone pages) with their menu titles. A row with `after` follows that
   * route in the route table (the table's order is the seeded menu sort: a page inside another module's
   * directory, or a module that predates the manifest, keeps its place); the others join the modules' block
   * between the business entries and administration.
   */
  menus: readonly { route: RouteDef; title: Row3; after?: string }[];
  /** Labels of the button permissions the contracts declare (`permission.<module>.<action>`). */
  permissions: Readonly<Record<string, Row3>>;
  /** Labels of the fields of the contracts' queries and bodies (`field.<name>` or `field.<module>.<name>`). */
  fields: Readonly<Record<string, Row3>>;
  /** The module's message catalogue fragments, by name. */
  catalogues: Readonly<Record<string, Catalogue>>;
};

/** Declares a module's domain manifest (the identity function; keeps the contracts' exact types). */
export function defineDomainModule<const C extends readonly Contract[]>(m: DomainModule<C>): DomainModule<C> {
  return m;
}

/**
 * `base` with each placed item inserted after the item whose key is `after` (items placed after one key keep
 * their order; an item may follow one placed before it, or one placed later in the list: an item whose anchor is
 * not there yet waits for it). An anchor that never comes is a programming error.
 */
export function placeAfter<T>(base: readonly T[], key: (t: T) => string, placed: readonly { item: T; after: string }[]): T[] {
  const out = [...base];
  const last = new Map<string, string>(); // anchor → key of the last item placed after it
  let waiting = [...placed];
  while (waiting.length) {
    const later: typeof waiting = [];
    for (const p of waiting) {
      const anchor = last.get(p.after) ?? p.after;
      const i = out.findIndex((t) => key(t) === anchor);
      if (i < 0) {
        later.push(p);
        continue;
      }
      out.splice(i + 1, 0, p.item);
      last.set(p.after, key(p.item));
    }
    if (later.length === waiting.length) throw new Error(`${key(later[0]!.item)}: nothing to place it after (${later[0]!.after})`);
    waiting = later;
  }
  return out;
}

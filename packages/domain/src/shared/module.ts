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
  /** Route rows (directories, pages, standalone pages) with their menu titles. */
  menus: readonly { route: RouteDef; title: Row3 }[];
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

import { useTranslation } from 'react-i18next';
import { DOMAIN_NS } from '../../../lib/i18n';

/**
 * Enumerations on the inventory screens: every code shown by its label from the domain
 * catalogue through lib/enum-labels (dash '-' here). Shared by the project, task and template
 * pages of this feature.
 */

export type Td = (key: string) => string;

/** The domain catalogue's translator (enum labels, permission and menu titles). */
export function useDomainT(): Td {
  const { t } = useTranslation(DOMAIN_NS);
  return t as Td;
}

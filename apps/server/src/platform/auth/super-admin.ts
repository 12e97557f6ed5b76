/** adminType of the super administrator (contract §5.2: 1 super admin, 2 non-admin). */
export const SUPER_ADMIN_TYPE = 1;

/**
 * The one place that decides the super-admin bypass: the super admin holds every
 * permission and sees every organisation (spec §6).
 */
export const isSuperAdmin = (user: { adminType: number }): boolean => user.adminType === SUPER_ADMIN_TYPE;

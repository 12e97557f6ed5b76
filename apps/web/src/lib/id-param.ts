/** An id from the address (`?id=`): a bigint's digits (at most 18), or '' when it is not one. */
export const idParam = (value: string | null): string => (value && /^\d{1,18}$/.test(value) ? value : '');

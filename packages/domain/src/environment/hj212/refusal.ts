/**
 * Why a packet is refused. Every refusal names one reason; the listener logs it and stores
 * nothing from the packet. Where HJ 212-2017's "request return" table (QnRtn: 1 ready,
 * 2 refused, 3 PW error, 4 MN error, 5 ST error, 6 Flag error, 7 QN error, 8 CN error,
 * 9 CRC error, 100 unknown error) has a matching value it is given as `qnRtn`, so a log
 * reader who knows the standard recognises it.
 */
export const HJ212_REFUSAL_REASONS = [
  'bad_header',
  'bad_length',
  'bad_crc',
  'incomplete',
  'missing_field',
  'bad_field',
  'unsupported_cn',
  'unknown_mn',
  'wrong_password',
  'wrong_protocol',
] as const;
export type Hj212RefusalReason = (typeof HJ212_REFUSAL_REASONS)[number];

/** HJ 212-2017 QnRtn value of each reason (100 = the table's "unknown error"). */
export const HJ212_QNRTN: Readonly<Record<Hj212RefusalReason, number>> = {
  bad_header: 100,
  bad_length: 100,
  bad_crc: 9,
  incomplete: 100,
  missing_field: 100,
  bad_field: 100,
  unsupported_cn: 8,
  unknown_mn: 4,
  wrong_password: 3,
  wrong_protocol: 100,
};

export type Hj212Refusal = {
  readonly reason: Hj212RefusalReason;
  /** The data-segment field concerned (e.g. `MN`, `CP`, `w01018-Rtd`), when there is one. */
  readonly field?: string;
  /** A short technical detail for the log (never shown without its reason label). */
  readonly detail?: string;
};

export type Hj212Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Hj212Refusal };

export function refuse(reason: Hj212RefusalReason, field?: string, detail?: string): { ok: false; refusal: Hj212Refusal } {
  const refusal: { reason: Hj212RefusalReason; field?: string; detail?: string } = { reason };
  if (field !== undefined) refusal.field = field;
  if (detail !== undefined) refusal.detail = detail;
  return { ok: false, refusal };
}

export function accept<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** i18n key of a reason's label (`i18n/messages/hj212.ts`). */
export function hj212RefusalKey(reason: Hj212RefusalReason): string {
  return `hj212.refusal.${reason}`;
}

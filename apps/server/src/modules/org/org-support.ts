/** Small helpers of the org module that are neither queries nor transport. */

/**
 * The calendar date of `at` in GMT+8, the time zone of the contract's dates (§0:
 * `time-zone: GMT+8`): a boundary edited at 00:30 in Shenzhen holds from that day.
 */
export function localDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

import { invalid } from '../../errors.js';
import { Decimal, toDecimal, type DecimalInput } from '../decimal.js';

/** A calendar month: the exchange-rate table is kept per year and month. */
export type ExchangeRatePeriod = { year: number; month: number };

/**
 * Reads the exchange-rate table (spec §3: currency, rate to USD). Returns the number of
 * USD that one unit of `currency` buys in that month (e.g. CNY → about 0.14), or
 * undefined when the table has no row. The server implements it over its table.
 */
export type ExchangeRateLookup = (currency: string, year: number, month: number) => DecimalInput | undefined;

/** The rate a calculation used, for its explanation. */
export type UsedExchangeRate = { currency: string; period: string; usdPerUnit: Decimal; identity: boolean };

/** Rates come from an admin table, not a form: tiny rates (USD per VND) need more than 10 decimals. */
const RATE_MAX_DECIMALS = 20;

/** Normalises and checks an ISO 4217 alphabetic code (three letters). */
export function normaliseCurrency(currency: string, field = 'currency'): string {
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code)) throw invalid('calc.scope3.invalidCurrency', { currency: String(currency) }, field);
  return code;
}

/** Checks year and month and formats the period as YYYY-MM (the form messages show). */
export function formatPeriod(period: ExchangeRatePeriod, field = 'period'): string {
  const { year, month } = period ?? ({} as ExchangeRatePeriod);
  const ok = Number.isInteger(year) && year >= 1900 && year <= 9999 && Number.isInteger(month) && month >= 1 && month <= 12;
  if (!ok) throw invalid('calc.scope3.invalidPeriod', { year: String(year), month: String(month) }, field);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The USD rate for `currency` in `period`. USD converts at exactly 1 by definition and is
 * never looked up. A missing row is an error naming currency and period: a silent 1.0
 * would understate or overstate spend-based emissions by the whole exchange rate.
 */
export function usdRate(currency: string, period: ExchangeRatePeriod, rates: ExchangeRateLookup | undefined): UsedExchangeRate {
  const code = normaliseCurrency(currency);
  const label = formatPeriod(period);
  if (code === 'USD') return { currency: code, period: label, usdPerUnit: new Decimal(1), identity: true };
  const raw = rates?.(code, period.year, period.month);
  if (raw === undefined || raw === null) {
    throw invalid('calc.scope3.missingExchangeRate', { currency: code, period: label }, 'currency');
  }
  const rate = toDecimal(raw, 'exchangeRate', RATE_MAX_DECIMALS);
  if (!rate.isPositive() || rate.isZero()) {
    throw invalid('calc.scope3.invalidExchangeRate', { currency: code, period: label, rate: rate.toString() }, 'exchangeRate');
  }
  return { currency: code, period: label, usdPerUnit: rate, identity: false };
}

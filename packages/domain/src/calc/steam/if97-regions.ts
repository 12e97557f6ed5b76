/**
 * Forward equations of IAPWS-IF97 regions 1, 2 and 4 and the B23 boundary, in plain numbers.
 * No input checks here: if97.ts validates and selects the region. Speed matters (the bench
 * asks for ≥ 1e6 region-2 evaluations per second), so powers come from tables filled by
 * repeated multiplication into preallocated arrays instead of Math.pow per term.
 */
import {
  B23_N,
  IF97_R,
  R1_I,
  R1_J,
  R1_N,
  R1_PSTAR,
  R1_TSTAR,
  R2_I,
  R2_J,
  R2_J0,
  R2_N,
  R2_N0,
  R2_TSTAR,
  R4_N,
} from './if97-coefficients.js';

/**
 * Fills `out[offset + k] = x^k` for every k the array covers (k from −offset upward). Repeated
 * multiplication loses at most ~60 ulp over the exponents used here, far below IF97's 1e-8.
 */
function fillPowers(out: Float64Array, x: number, offset: number): void {
  out[offset] = 1;
  for (let k = offset + 1; k < out.length; k++) out[k] = (out[k - 1] as number) * x;
  const inv = 1 / x;
  for (let k = offset - 1; k >= 0; k--) out[k] = (out[k + 1] as number) * inv;
}

/** Coefficient arrays for ∂/∂τ and ∂/∂π, with exponents shifted to table indices once at load. */
type DerivTerms = { coef: Float64Array; a: Int32Array; b: Int32Array };

function derivTerms(
  n: readonly number[],
  first: readonly number[],
  second: readonly number[],
  factor: (i: number) => number,
  shiftA: number,
  shiftB: number,
): DerivTerms {
  const keep = n.map((_, i) => i).filter((i) => factor(i) !== 0);
  return {
    coef: Float64Array.from(keep, (i) => (n[i] as number) * factor(i)),
    a: Int32Array.from(keep, (i) => (first[i] as number) + shiftA),
    b: Int32Array.from(keep, (i) => (second[i] as number) + shiftB),
  };
}

function sumTerms(t: DerivTerms, powA: Float64Array, powB: Float64Array): number {
  let s = 0;
  const { coef, a, b } = t;
  for (let i = 0; i < coef.length; i++) {
    s += (coef[i] as number) * (powA[a[i] as number] as number) * (powB[b[i] as number] as number);
  }
  return s;
}

// Region 1: γ_τ = Σ n (7.1−π)^I J (τ−1.222)^(J−1); γ_π = Σ −n I (7.1−π)^(I−1) (τ−1.222)^J.
// Power tables: a-powers 0…32 (offset 1 for I−1 = −1, unused coef 0 filtered), b-powers −42…17.
const R1_A_OFF = 1;
const R1_B_OFF = 42;
const r1Tau = derivTerms(R1_N, R1_I, R1_J, (i) => R1_J[i] as number, R1_A_OFF, R1_B_OFF - 1);
const r1Pi = derivTerms(R1_N, R1_I, R1_J, (i) => -(R1_I[i] as number), R1_A_OFF - 1, R1_B_OFF);
const r1PowA = new Float64Array(R1_A_OFF + 33);
const r1PowB = new Float64Array(R1_B_OFF + 18);

function region1Powers(pressureMPa: number, temperatureK: number): void {
  fillPowers(r1PowA, 7.1 - pressureMPa / R1_PSTAR, R1_A_OFF);
  fillPowers(r1PowB, R1_TSTAR / temperatureK - 1.222, R1_B_OFF);
}

/** Region 1 specific enthalpy, kJ/kg: h = R·T·τ·γ_τ (IF97 Eq. 7 and Table 3). */
export function region1Enthalpy(pressureMPa: number, temperatureK: number): number {
  region1Powers(pressureMPa, temperatureK);
  return IF97_R * R1_TSTAR * sumTerms(r1Tau, r1PowA, r1PowB);
}

/** Region 1 specific volume, m³/kg: v = (R·T/p)·π·γ_π (IF97 Table 3; kJ/MPa = 1e-3 m³). */
export function region1Volume(pressureMPa: number, temperatureK: number): number {
  region1Powers(pressureMPa, temperatureK);
  const pi = pressureMPa / R1_PSTAR;
  return ((IF97_R * temperatureK) / (pressureMPa * 1000)) * pi * sumTerms(r1Pi, r1PowA, r1PowB);
}

// Region 2 residual: γʳ_τ = Σ n π^I J (τ−0.5)^(J−1); γʳ_π = Σ n I π^(I−1) (τ−0.5)^J.
// π-powers 0…24, (τ−0.5)-powers 0…58 (J−1 ≥ 0 after dropping the J = 0 terms).
const r2Tau = derivTerms(R2_N, R2_I, R2_J, (i) => R2_J[i] as number, 0, -1);
const r2Pi = derivTerms(R2_N, R2_I, R2_J, (i) => R2_I[i] as number, -1, 0);
const r2PowPi = new Float64Array(25);
const r2PowT = new Float64Array(59);
// Ideal part: γ⁰_τ = Σ n⁰ J⁰ τ^(J⁰−1), exponents −6…2 (offset 6).
const r2IdealCoef = Float64Array.from(R2_N0, (n, i) => n * (R2_J0[i] as number));
const r2IdealExp = Int32Array.from(R2_J0, (j) => j - 1 + 6);
const r2PowTau = new Float64Array(9);

function region2Powers(pressureMPa: number, tau: number): void {
  fillPowers(r2PowPi, pressureMPa, 0);
  fillPowers(r2PowT, tau - 0.5, 0);
}

/** Region 2 specific enthalpy, kJ/kg: h = R·T·τ·(γ⁰_τ + γʳ_τ), with T·τ = 540 K (IF97 Eq. 15, Table 12). */
export function region2Enthalpy(pressureMPa: number, temperatureK: number): number {
  const tau = R2_TSTAR / temperatureK;
  region2Powers(pressureMPa, tau);
  fillPowers(r2PowTau, tau, 6);
  let ideal = 0;
  for (let i = 0; i < r2IdealCoef.length; i++) {
    ideal += (r2IdealCoef[i] as number) * (r2PowTau[r2IdealExp[i] as number] as number);
  }
  return IF97_R * R2_TSTAR * (ideal + sumTerms(r2Tau, r2PowPi, r2PowT));
}

/** Region 2 specific volume, m³/kg: v = (R·T/p)·π·(γ⁰_π + γʳ_π) with π·γ⁰_π = 1 (IF97 Table 12). */
export function region2Volume(pressureMPa: number, temperatureK: number): number {
  region2Powers(pressureMPa, R2_TSTAR / temperatureK);
  const piGammaPi = 1 + pressureMPa * sumTerms(r2Pi, r2PowPi, r2PowT);
  return ((IF97_R * temperatureK) / (pressureMPa * 1000)) * piGammaPi;
}

const n = (i: number): number => R4_N[i] as number;

/** Saturation pressure p_s(T), MPa, IF97 Eq. 30 (valid 273.15 K ≤ T ≤ 647.096 K; unchecked). */
export function saturationPressureRaw(temperatureK: number): number {
  const theta = temperatureK + n(9) / (temperatureK - n(10));
  const a = theta * theta + n(1) * theta + n(2);
  const b = n(3) * theta * theta + n(4) * theta + n(5);
  const c = n(6) * theta * theta + n(7) * theta + n(8);
  const x = (2 * c) / (-b + Math.sqrt(b * b - 4 * a * c));
  const x2 = x * x;
  return x2 * x2;
}

/** Saturation temperature T_s(p), K, IF97 Eq. 31 (valid 611.213 Pa ≤ p ≤ 22.064 MPa; unchecked). */
export function saturationTemperatureRaw(pressureMPa: number): number {
  const beta = Math.sqrt(Math.sqrt(pressureMPa));
  const e = beta * beta + n(3) * beta + n(6);
  const f = n(1) * beta * beta + n(4) * beta + n(7);
  const g = n(2) * beta * beta + n(5) * beta + n(8);
  const d = (2 * g) / (-f - Math.sqrt(f * f - 4 * e * g));
  const s = n(10) + d;
  return (s - Math.sqrt(s * s - 4 * (n(9) + n(10) * d))) / 2;
}

/** B23 boundary pressure p(T), MPa, IF97 Eq. 5 (623.15 K ≤ T ≤ 863.15 K). */
export function b23Pressure(temperatureK: number): number {
  return B23_N[1] + B23_N[2] * temperatureK + B23_N[3] * temperatureK * temperatureK;
}

/** B23 boundary temperature T(p), K, IF97 Eq. 6 (16.5292 MPa ≤ p ≤ 100 MPa). */
export function b23Temperature(pressureMPa: number): number {
  return B23_N[4] + Math.sqrt((pressureMPa - B23_N[5]) / B23_N[3]);
}

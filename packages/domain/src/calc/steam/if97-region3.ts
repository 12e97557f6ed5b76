/**
 * IAPWS-IF97 region 3: the Helmholtz equation f(ρ,T)/RT = φ(δ,τ) (IF97 Eq. 28, Table 30) and
 * the density iteration that turns it into h(p,T).
 *
 * For a fixed T the 39 terms collapse into polynomials in δ: φ = n₁ ln δ + Σ_I A_I(τ) δ^I and
 * φ_τ = Σ_I B_I(τ) δ^I, I = 0…11. The grouping costs one pass per call; each Newton step then
 * evaluates p and ∂p/∂ρ with two short Horner loops and no allocation.
 */
import { IF97_R, IF97_RHOC, IF97_TC, R3_I, R3_J, R3_N, R3_N1 } from './if97-coefficients.js';

const MAX_I = 11;
const A = new Float64Array(MAX_I + 1);
const B = new Float64Array(MAX_I + 1);
const tauPow = new Float64Array(27);
const nI = Float64Array.from(R3_N);
const iI = Int32Array.from(R3_I);
const jI = Int32Array.from(R3_J);

/** Fills A_I = Σ n τ^J and B_I = Σ n J τ^(J−1) for this temperature. */
function groupByI(temperatureK: number): void {
  const tau = IF97_TC / temperatureK;
  tauPow[0] = 1;
  for (let k = 1; k < tauPow.length; k++) tauPow[k] = (tauPow[k - 1] as number) * tau;
  A.fill(0);
  B.fill(0);
  for (let t = 0; t < nI.length; t++) {
    const i = iI[t] as number;
    const j = jI[t] as number;
    const c = nI[t] as number;
    A[i] = (A[i] as number) + c * (tauPow[j] as number);
    if (j > 0) B[i] = (B[i] as number) + (c * j * (tauPow[j] as number)) / tau;
  }
}

/** δ·φ_δ = n₁ + Σ I A_I δ^I (Horner). */
function deltaPhiDelta(delta: number): number {
  let s = 0;
  for (let i = MAX_I; i >= 1; i--) s = s * delta + i * (A[i] as number);
  return R3_N1 + s * delta;
}

/** δ²·φ_δδ = −n₁ + Σ I(I−1) A_I δ^I (Horner). */
function delta2PhiDeltaDelta(delta: number): number {
  let s = 0;
  for (let i = MAX_I; i >= 2; i--) s = s * delta + i * (i - 1) * (A[i] as number);
  return -R3_N1 + s * delta * delta;
}

/** τ·φ_τ = τ Σ B_I δ^I (Horner). */
function tauPhiTau(delta: number, tau: number): number {
  let s = 0;
  for (let i = MAX_I; i >= 0; i--) s = s * delta + (B[i] as number);
  return tau * s;
}

/** p(δ) in MPa for the grouped temperature: p = ρ·R·T·δφ_δ (kPa → MPa). */
function pressureAt(delta: number, rt: number): number {
  return (delta * IF97_RHOC * rt * deltaPhiDelta(delta)) / 1000;
}

/** ∂p/∂δ in MPa: ρ_c·R·T·(2δφ_δ + δ²φ_δδ). */
function pressureSlope(delta: number, rt: number): number {
  return (IF97_RHOC * rt * (2 * deltaPhiDelta(delta) + delta2PhiDeltaDelta(delta))) / 1000;
}

/** Region 3 pressure p(ρ,T), MPa (IF97 Table 31). */
export function region3Pressure(densityKgM3: number, temperatureK: number): number {
  groupByI(temperatureK);
  return pressureAt(densityKgM3 / IF97_RHOC, IF97_R * temperatureK);
}

/** Region 3 enthalpy h(ρ,T) = R·T·(τφ_τ + δφ_δ), kJ/kg (IF97 Table 31). */
export function region3EnthalpyRhoT(densityKgM3: number, temperatureK: number): number {
  groupByI(temperatureK);
  const delta = densityKgM3 / IF97_RHOC;
  return IF97_R * temperatureK * (tauPhiTau(delta, IF97_TC / temperatureK) + deltaPhiDelta(delta));
}

/** Which root of p(ρ,T) = p to take where the isotherm has a van der Waals loop (T < T_c). */
export type Region3Branch = 'vapour' | 'liquid';

const MAX_STEPS = 200;
const LIQUID_START_DELTA = 2.5;
const REL_TOL = 1e-13;

/**
 * Newton steps on δ inside a bracket [lo, hi] narrowed by the sign of p(δ) − p; a step that leaves
 * the bracket or meets a non-positive slope becomes a bisection step. hi starts at the liquid
 * start δ = 2.5, where p exceeds 100 MPa for every region-3 temperature, so a step can never
 * land in the unphysical high-density part of the polynomial.
 */
function solveDelta(p: number, rt: number, start: number): number {
  let lo = 0;
  let hi = LIQUID_START_DELTA;
  let d = start;
  for (let step = 0; step < MAX_STEPS; step++) {
    const f = pressureAt(d, rt) - p;
    if (f === 0) return d;
    if (f < 0) lo = Math.max(lo, d);
    else hi = Math.min(hi, d);
    const slope = pressureSlope(d, rt);
    let next = slope > 0 ? d - f / slope : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - d) <= REL_TOL * d) return next;
    d = next;
  }
  return d;
}

/**
 * Region 3 density ρ(p,T), kg/m³, by iteration of p(ρ,T) = p.
 *
 * Starting points pick the physical root where the T < T_c isotherm has three: the vapour
 * iteration starts at the ideal-gas density p/(RT), below the root (Z < 1 throughout region 3),
 * and climbs the concave vapour branch from below; the liquid iteration starts at δ = 2.5
 * (805 kg/m³), denser than any region-3 liquid up to 100 MPa (ρ₁(100 MPa, 623.15 K) = 762 kg/m³)
 * yet below ~900 kg/m³ where the fitted polynomial stops rising, and descends the convex liquid
 * branch. Newton converges monotonically
 * from those sides, so it never crosses the loop. Above T_c the isotherm is monotonic and either
 * start finds the single root.
 */
export function region3Density(pressureMPa: number, temperatureK: number, branch: Region3Branch): number {
  groupByI(temperatureK);
  const rt = IF97_R * temperatureK;
  const start = branch === 'vapour' ? (pressureMPa * 1000) / (rt * IF97_RHOC) : LIQUID_START_DELTA;
  return solveDelta(pressureMPa, rt, start) * IF97_RHOC;
}

/** Region 3 enthalpy h(p,T), kJ/kg, via the density iteration. */
export function region3Enthalpy(pressureMPa: number, temperatureK: number, branch: Region3Branch): number {
  const rho = region3Density(pressureMPa, temperatureK, branch);
  // region3Density left A/B grouped for this temperature.
  const delta = rho / IF97_RHOC;
  return IF97_R * temperatureK * (tauPhiTau(delta, IF97_TC / temperatureK) + deltaPhiDelta(delta));
}

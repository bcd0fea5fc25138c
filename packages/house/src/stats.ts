/**
 * Small statistics toolkit for the RNG tests and the slot bench: chi-square goodness of fit, lag-1 serial
 * correlation and running mean / variance, with their 99 % critical values.
 */

/** ln Γ(x) (Lanczos, g = 7, n = 9; ~15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized lower incomplete gamma P(a, x). */
export function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const gln = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    let ap = a;
    for (let n = 0; n < 10_000; n++) {
      ap += 1;
      del *= x / ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-15) break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return 1 - Math.exp(-x + a * Math.log(x) - gln) * h;
}

/** CDF of the chi-square distribution with k degrees of freedom. */
export function chiSquareCdf(x: number, k: number): number {
  return gammaP(k / 2, x / 2);
}

/** The p-quantile of chi-square with k degrees of freedom (e.g. p = 0.99 gives the 99 % critical value). */
export function chiSquareQuantile(p: number, k: number): number {
  let lo = 0;
  let hi = Math.max(10, k * 10);
  while (chiSquareCdf(hi, k) < p) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareCdf(mid, k) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Standard normal quantile (Acklam's rational approximation refined by one Halley step). */
export function normalQuantile(p: number): number {
  if (p <= 0 || p >= 1) throw new RangeError('p must be in (0, 1)');
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pl = 0.02425;
  let x: number;
  if (p < pl) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - pl) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  // One Halley refinement with erfc.
  const e = 0.5 * erfc(-x / Math.SQRT2) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** Complementary error function through the incomplete gamma function. */
export function erfc(x: number): number {
  // erfc(x) = Q(1/2, x²) for x ≥ 0.
  if (x >= 0) return 1 - gammaP(0.5, x * x);
  return 1 + gammaP(0.5, x * x);
}

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  critical99: number;
  pValue: number;
  pass: boolean;
}

/** Chi-square goodness of fit of observed counts against expected counts (same length). */
export function chiSquareTest(
  observed: readonly number[],
  expected: readonly number[],
  confidence = 0.99,
): ChiSquareResult {
  if (observed.length !== expected.length || observed.length < 2) throw new RangeError('need matching bins');
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    const o = observed[i]!;
    statistic += ((o - e) * (o - e)) / e;
  }
  const k = observed.length - 1;
  const critical99 = chiSquareQuantile(confidence, k);
  return {
    statistic,
    degreesOfFreedom: k,
    critical99,
    pValue: 1 - chiSquareCdf(statistic, k),
    pass: statistic <= critical99,
  };
}

export interface SerialCorrelationResult {
  r: number;
  /** Under independence r is approximately normal with mean −1/(n−1) and sd √(n(n−3)/(n+1)) / (n−1) (Knuth 3.3.2 K). */
  lower: number;
  upper: number;
  pass: boolean;
}

/** Lag-1 serial correlation coefficient of a sequence, with its two-sided confidence bounds. */
export function serialCorrelation(xs: ArrayLike<number>, confidence = 0.99): SerialCorrelationResult {
  const n = xs.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += xs[i]!;
  mean /= n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const d = xs[i]! - mean;
    den += d * d;
    if (i + 1 < n) num += d * (xs[i + 1]! - mean);
  }
  const r = num / den;
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const mu = -1 / (n - 1);
  const sd = Math.sqrt((n * (n - 3)) / ((n + 1) * (n - 1) * (n - 1)));
  return { r, lower: mu - z * sd, upper: mu + z * sd, pass: r >= mu - z * sd && r <= mu + z * sd };
}

/** Running mean and variance (Welford), mergeable across workers. */
export class RunningStats {
  n = 0;
  mean = 0;
  m2 = 0;

  push(x: number): void {
    this.n += 1;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  merge(o: { n: number; mean: number; m2: number }): void {
    if (o.n === 0) return;
    const n = this.n + o.n;
    const d = o.mean - this.mean;
    this.mean += (d * o.n) / n;
    this.m2 += o.m2 + (d * d * this.n * o.n) / n;
    this.n = n;
  }

  get variance(): number {
    return this.n > 1 ? this.m2 / (this.n - 1) : 0;
  }
}

/**
 * Web vitals with spec §9's good/poor thresholds (ms, CLS unitless). A value at or below "good"
 * is good, above "poor" is poor, between needs improvement: the same boundaries as the web-vitals
 * library's own ratings (the unit test holds them equal to its exported thresholds).
 */
export const VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
} as const;

export type VitalName = keyof typeof VITAL_THRESHOLDS;
export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rate(name: VitalName, value: number): Rating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

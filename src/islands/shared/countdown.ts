/**
 * Pure rules of the limited-time deal counter (spec §9 storage keys). "Time remaining" is the time
 * until the current offer window ends: the API sells VOUCHERS_PER_WINDOW vouchers per weekly window
 * (Monday 00:00 UTC) and `availableVouchers.endsAt` is that window's end, when the count resets.
 */
import type { PageCopy } from '../../copy/pages.ts';
import { TIME_REMAINING_KEY, VOUCHERS_REMAINING_KEY, ZERO_VOUCHERS_KEY } from '../../domain/storageKeys.ts';

export type Availability = {
  /** Vouchers left, never negative; null until known. */
  remaining: number | null;
  total: number | null;
  /** Epoch ms when the current window ends; null until known. */
  endsAt: number | null;
};

export const UNKNOWN: Availability = { remaining: null, total: null, endsAt: null };

/** A whole number of vouchers, never negative; null for anything unreadable. */
export function voucherCount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  return Math.max(0, Math.floor(n));
}

/** The availability stored by an earlier visit, or null when missing, unreadable or from a past window. */
export function fromStorage(remaining: string | null, time: string | null, now: number): Availability | null {
  const count = voucherCount(remaining);
  const endsAt = time ? Date.parse(time) : Number.NaN;
  if (count === null || !Number.isFinite(endsAt) || endsAt <= now) return null;
  return { remaining: count, total: null, endsAt };
}

/** The API's answer as availability (counts clamped at 0), or null when it is unusable. */
export function fromApi(answer: { remaining: number; total: number; endsAt: string } | undefined): Availability | null {
  if (!answer) return null;
  const remaining = voucherCount(answer.remaining);
  const endsAt = Date.parse(answer.endsAt);
  if (remaining === null || !Number.isFinite(endsAt)) return null;
  return { remaining, total: voucherCount(answer.total), endsAt };
}

/** What to write to localStorage for an availability: key -> value, or null to remove the key. */
export function toStorage(availability: Availability): Record<string, string | null> {
  const { remaining, endsAt } = availability;
  if (remaining === null || endsAt === null) return {};
  return {
    [VOUCHERS_REMAINING_KEY]: String(remaining),
    [TIME_REMAINING_KEY]: new Date(endsAt).toISOString(),
    [ZERO_VOUCHERS_KEY]: remaining === 0 ? 'true' : null,
  };
}

/** The countdown's units: deal.yaml `priceCard.counter.time`, given by the page. */
export type TimeUnits = PageCopy<'deal'>['priceCard']['counter']['time'];

/** Time left as "2d 05h 13m 09s" (days only when there are any), never negative. */
export function formatTimeLeft(ms: number, units: TimeUnits): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = pad(Math.floor((total % 86_400) / 3600));
  const clock = `${hours}${units.h} ${pad(Math.floor((total % 3600) / 60))}${units.m} ${pad(total % 60)}${units.s}`;
  return days > 0 ? `${days}${units.d} ${clock}` : clock;
}

/** Time left in words for assistive technology: "2 days 5 hours 13 minutes". */
export function describeTimeLeft(ms: number, units: TimeUnits): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const parts: [number, string, string][] = [
    [Math.floor(minutes / 1440), units.day, units.days],
    [Math.floor((minutes % 1440) / 60), units.hour, units.hours],
    [minutes % 60, units.minute, units.minutes],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return words.length > 0 ? words.join(' ') : units.underAMinute;
}

/** Eight chart colours (SPEC §9), chosen to stay distinguishable for common colour-vision deficiencies. */
export const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#be123c', '#15803d', '#db2777', '#475569'] as const;

export function colorAt(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}

/** Chart labels are cut to a fixed length (SPEC §9: 10 in the performance chart, 15 in the distribution pie). */
export function truncate(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** Trend dates are UTC days ("2025-11-22"); read them as UTC so no time zone shifts them a day. */
export function shortDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function longDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Reports round to two decimals (SPEC §9). */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

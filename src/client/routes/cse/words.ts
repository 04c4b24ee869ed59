import type { CseSectionKind } from '../../../shared/cse';

/** One name per concept, as the server's messages use them. */
export const KIND_NAMES: Record<CseSectionKind, string> = {
  ig: 'Information gathering (IG)',
  dm: 'Decision making (DM)',
};

export const metText = (met: boolean) => (met ? 'met' : 'not met');

/** "+2", "0", "−1": a weight as the scale writes it. */
export function signed(weight: number): string {
  if (weight > 0) return `+${weight}`;
  if (weight < 0) return `−${Math.abs(weight)}`;
  return '0';
}

import { contrastRatio, hexToRgb, relativeLuminance } from './contrast';

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Luminance at which black and white give the same contrast. */
const MID_LUMINANCE = Math.sqrt(1.05 * 0.05) - 0.05;
const STEPS = 100;

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear sRGB mix: weight 0 gives `from`, 1 gives `to`. */
export function mixHex(from: string, to: string, weight: number): string {
  const target = hexToRgb(to);
  return toHex(hexToRgb(from).map((channel, i) => channel + (target[i]! - channel) * weight));
}

/**
 * The shade of `colour` closest to it that reaches `min` against every ground: darkened towards black
 * on light grounds, lightened towards white on dark ones. The grounds must all be light or all dark.
 */
export function ensureContrast(colour: string, grounds: readonly string[], min = MIN_TEXT_CONTRAST): string {
  const light = grounds.map((ground) => relativeLuminance(ground) > MID_LUMINANCE);
  if (light.some((isLight) => isLight !== light[0])) {
    throw new Error(`Grounds ${grounds.join(', ')} mix light and dark colours`);
  }
  const extreme = light[0] ? '#000000' : '#ffffff';
  for (let step = 0; step <= STEPS; step += 1) {
    const shade = mixHex(colour, extreme, step / STEPS);
    if (grounds.every((ground) => contrastRatio(shade, ground) >= min)) return shade;
  }
  throw new Error(`No shade of ${colour} reaches ${min}:1 against ${grounds.join(', ')}`);
}

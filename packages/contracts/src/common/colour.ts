// Colour contrast as WCAG 2 defines it: the association's brand colours are refused when
// white text on them, or they as text on the page's light backgrounds, would be hard to read.

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** The light surfaces the brand colours sit on or against: white and the page background. */
export const LIGHT_SURFACES = ['#ffffff', '#f4f6fa'] as const;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lowest contrast a brand colour has with the light surfaces (white text on it is the same pair). */
export const brandContrast = (hex: string) => Math.min(...LIGHT_SURFACES.map((s) => contrastRatio(hex, s)));

/** The printable area of an A4 page with 0.5in margins, in CSS pixels (96 per inch). */
const MM_PER_INCH = 25.4;
const CSS_PX_PER_INCH = 96;
const mmToPx = (mm: number) => (mm / MM_PER_INCH) * CSS_PX_PER_INCH;

export const PRINT_MARGIN_MM = MM_PER_INCH / 2;
export const PRINT_CONTENT_WIDTH_MM = 210 - 2 * PRINT_MARGIN_MM;
export const PRINT_CONTENT_HEIGHT_PX = mmToPx(297 - 2 * PRINT_MARGIN_MM);

/** Some room for rounding between screen layout and the print engine. */
const SAFETY = 0.96;
export const MIN_PRINT_SCALE = 0.6;

/**
 * The next text scale for a print page whose content is `contentHeight` px tall at `scale`: text area
 * grows roughly with the square of the font size, so the square root moves close in few steps.
 */
export function nextPrintScale(scale: number, contentHeight: number): number {
  const available = PRINT_CONTENT_HEIGHT_PX * SAFETY;
  if (contentHeight <= available) return scale;
  return Math.max(MIN_PRINT_SCALE, scale * Math.sqrt(available / contentHeight) * 0.98);
}

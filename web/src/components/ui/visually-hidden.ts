/**
 * Hidden from sight, still read by screen readers. Plain pixel strings: in `sx`, a width of 1 would mean
 * 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

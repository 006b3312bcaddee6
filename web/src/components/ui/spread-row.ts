/** A line with its parts at either end (what it says, then what can be done), wrapping on a narrow screen. */
export const SPREAD_ROW_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
} as const;

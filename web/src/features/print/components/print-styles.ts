import { PRINT_COLORS } from '@/lib/theme/theme';
import { PRINT_CONTENT_WIDTH_MM } from '../utils/print-fit';

const { accent: ACCENT, border: BORDER } = PRINT_COLORS;

/** While a print layout is on the page, printing shows it alone, on A4 with 0.5in margins. */
export const printGlobals = {
  '@page': { size: 'A4', margin: '0.5in' },
  '@media print': {
    'body > #root': { display: 'none !important' },
    body: { backgroundColor: `${PRINT_COLORS.paper} !important` },
  },
};

/** Everything is sized in em, so one font size per page (`--fit`) scales a page to fit its sheet. */
export const layoutSx = {
  position: 'fixed',
  top: 0,
  left: 0,
  width: `${PRINT_CONTENT_WIDTH_MM}mm`,
  visibility: 'hidden',
  pointerEvents: 'none',
  zIndex: -1,
  color: PRINT_COLORS.text,
  backgroundColor: PRINT_COLORS.paper,
  lineHeight: 1.5,
  // The width stays the sheet's printable width in print too, so measuring gives the same answer anywhere.
  '@media print': { position: 'static', visibility: 'visible', zIndex: 'auto' },
  '& .p-page': { fontSize: 'calc(11pt * var(--fit, 1))', breakAfter: 'page', pageBreakAfter: 'always' },
  '& .p-page:last-of-type': { breakAfter: 'auto', pageBreakAfter: 'auto' },
  '& .p-head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '1em',
    borderBottom: `2px solid ${ACCENT}`,
    paddingBottom: '0.4em',
    marginBottom: '0.9em',
    color: PRINT_COLORS.header,
  },
  '& .p-brand': { color: ACCENT, fontWeight: 800, fontSize: '1.6em', lineHeight: 1 },
  '& .p-title': { fontSize: '1.8em', fontWeight: 800, margin: '0 0 0.2em', lineHeight: 1.3 },
  '& h2': { fontSize: '1.25em', color: ACCENT, margin: '0.9em 0 0.35em', lineHeight: 1.3 },
  '& h3': { fontSize: '1.05em', margin: '0 0 0.3em', lineHeight: 1.3 },
  '& p': { margin: '0 0 0.5em' },
  '& ul': { margin: 0, paddingInlineStart: '1.3em' },
  '& li': { marginBottom: '0.3em', breakInside: 'avoid' },
  '& .p-meta': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.4em 1.5em',
    color: PRINT_COLORS.meta,
    marginBottom: '0.8em',
  },
  '& .p-meta strong': { color: PRINT_COLORS.text },
  '& .p-boxes': { display: 'grid', gridTemplateColumns: '1fr 1fr 0.55fr', gap: '0.6em' },
  '& .p-box': { border: `1px solid ${BORDER}`, borderRadius: '0.5em', padding: '0.6em' },
  '& .p-rate': { fontSize: '2.2em', fontWeight: 800, color: ACCENT, lineHeight: 1.2 },
  '& .p-columns': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1.2em' },
  '& table': { width: '100%', borderCollapse: 'collapse' },
  '& th, & td': {
    border: `1px solid ${BORDER}`,
    padding: '0.35em 0.45em',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': {
    backgroundColor: PRINT_COLORS.tableHead,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  },
  '& tr': { breakInside: 'avoid' },
  '& .p-nowrap': { whiteSpace: 'nowrap' },
  '& .p-notice': { borderInlineStart: `3px solid ${PRINT_COLORS.meta}`, paddingInlineStart: '0.6em' },
  '& .p-notice-important': { borderInlineStartColor: ACCENT, fontWeight: 700 },
  '& .p-small': { fontSize: '0.9em', color: PRINT_COLORS.meta },
  '& .p-note': {
    border: `1px solid ${ACCENT}`,
    borderRadius: '0.5em',
    padding: '0.7em',
    marginTop: '1.2em',
    backgroundColor: PRINT_COLORS.note,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  },
} as const;

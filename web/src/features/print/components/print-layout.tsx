import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { firstSentence, type PlanData } from '@nasl/core';
import { deviceToday } from '@/lib/device/device-date';
import { PLAN_MEALS } from '@nasl/core/plan-meals';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate, formatDate, formatHijriDate } from '@/lib/i18n/format';
import { PRINT_COLORS } from '@/lib/theme/theme';
import { sortedNotices } from '@/lib/plan/notices';
import { splitByToday } from '@/lib/plan/plan-days';
import { nextPrintScale, PRINT_CONTENT_WIDTH_MM } from '../utils/print-fit';

const PAGE_COUNT = 4;
const { accent: ACCENT, border: BORDER } = PRINT_COLORS;

/** While a print layout is on the page, printing shows it alone, on A4 with 0.5in margins. */
const printGlobals = {
  '@page': { size: 'A4', margin: '0.5in' },
  '@media print': {
    'body > #root': { display: 'none !important' },
    body: { backgroundColor: `${PRINT_COLORS.paper} !important` },
  },
};

/** Everything is sized in em, so one font size per page (`--fit`) scales a page to fit its sheet. */
const layoutSx = {
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

function PrintPage({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { t } = useTranslation('plan');
  return (
    <section className="p-page">
      <div className="p-head">
        <span className="p-brand">{t('print.brand')}</span>
        <strong>{title}</strong>
        <span>{t('print.pageOf', { page: number, total: PAGE_COUNT })}</span>
      </div>
      {children}
    </section>
  );
}

interface PrintLayoutProps {
  planId: string;
  createdAt: string;
  plan: PlanData;
}

/**
 * The hidden 4-page print layout — overview (with the plan's advice and what its figure means), timing and
 * calendar (the current dates from today on), diet, exercise and lifestyle with the medical disclaimer.
 * Rendered outside the app's root so printing shows nothing else; on screen it is laid out invisibly at the
 * sheet's width, so each page can be measured and fitted.
 */
export function PrintLayout({ planId, createdAt, plan }: PrintLayoutProps) {
  const { t } = useTranslation('plan');
  const { language, direction } = useLanguage();
  const rootRef = useRef<HTMLDivElement>(null);

  // Each page must fit one sheet: long Arabic texts or many dates shrink that page's text a little.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const fitPages = () => {
      for (const page of root.querySelectorAll<HTMLElement>('.p-page')) {
        let scale = 1;
        page.style.setProperty('--fit', '1');
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const next = nextPrintScale(scale, page.getBoundingClientRect().height);
          if (next === scale) break;
          scale = next;
          page.style.setProperty('--fit', scale.toFixed(3));
        }
      }
    };
    fitPages();
    let active = true;
    void document.fonts.ready.then(() => {
      if (active) fitPages();
    });
    window.addEventListener('beforeprint', fitPages);
    return () => {
      active = false;
      window.removeEventListener('beforeprint', fitPages);
    };
  }, [plan, language]);

  const gender = t(`gender.${plan.summary.gender}`);
  const today = deviceToday();
  const { past, upcoming } = splitByToday(plan.intercourse.dates, today);
  const { ramadanMeals } = plan.diet;

  return createPortal(
    <Box ref={rootRef} data-print-layout="" dir={direction} lang={language} sx={layoutSx}>
      <GlobalStyles styles={printGlobals} />

      <PrintPage number={1} title={t('print.overview')}>
        <h1 className="p-title">{t('full.title')}</h1>
        <div className="p-meta">
          <span>
            <strong>{t('goal', { gender })}</strong>
          </span>
          <span>
            {plan.summary.successRate === null
              ? t('successRateNone')
              : t('successRate', { rate: plan.summary.successRate })}
          </span>
          {createdAt && <span>{t('createdOn', { date: formatDate(createdAt, language) })}</span>}
          <span>{t('print.planId', { id: planId })}</span>
        </div>
        <div className="p-boxes">
          <div className="p-box">
            <h3>{t('sections.mainTiming')}</h3>
            <p>{firstSentence(plan.summary.timing)}</p>
          </div>
          <div className="p-box">
            <h3>{t('sections.dietFocus')}</h3>
            <p>{firstSentence(plan.summary.diet)}</p>
          </div>
          <div className="p-box">
            <h3>{t('successRateLabel')}</h3>
            <div className="p-rate">
              {plan.summary.successRate === null ? t('successRateNoneShort') : `${plan.summary.successRate}%`}
            </div>
          </div>
        </div>
        <p className="p-small">{plan.summary.successRateNote}</p>
        {plan.notices.length > 0 && (
          <>
            <h2>{t('notices.title')}</h2>
            {sortedNotices(plan.notices).map((notice) => (
              <p key={notice.text} className={`p-notice p-notice-${notice.level}`}>
                {notice.level === 'important' && <strong>{`${t('notices.important')}: `}</strong>}
                {notice.text}
              </p>
            ))}
          </>
        )}
        <h2>{t('evidence')}</h2>
        <p>{plan.summary.evidenceNote}</p>
        <h2>{t('print.timingDetails')}</h2>
        <p>{plan.summary.timing}</p>
        <h2>{t('sections.timeOfDay')}</h2>
        <p>{plan.intercourse.timeOfDay}</p>
        <h2>{t('sections.positions')}</h2>
        <p>{plan.intercourse.position}</p>
      </PrintPage>

      <PrintPage number={2} title={t('print.timing')}>
        <h2>{t('cycleInfo.title')}</h2>
        <p>
          {t(`cycleInfo.${plan.cycle.lengthSource}`, {
            length: plan.cycle.length,
            count: plan.cycle.periodLength,
          })}
        </p>
        {plan.cycle.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <h2>{t('sections.dates')}</h2>
        <p>{t('sections.datesCount', { count: plan.intercourse.dates.length })}</p>
        {past.length > 0 && (
          <p className="p-small">
            {t('dates.printPastLeftOut', {
              count: past.length,
              date: formatCivilDate(today, language, { weekday: true }),
            })}
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('table.date')}</th>
              <th scope="col">{t('table.hijri')}</th>
              <th scope="col">{t('table.cycleDay')}</th>
              <th scope="col">{t('table.recommendation')}</th>
            </tr>
          </thead>
          <tbody>
            {upcoming.map((entry, index) => (
              <tr key={entry.date}>
                <td>{past.length + index + 1}</td>
                <td className="p-nowrap">{formatCivilDate(entry.date, language, { weekday: true })}</td>
                <td className="p-nowrap">{formatHijriDate(entry.date, language)}</td>
                <td>{entry.cycleDay}</td>
                <td>{entry.recommendation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PrintPage>

      <PrintPage number={3} title={t('print.diet')}>
        <h2>{t('print.dietDetails')}</h2>
        <p>{plan.summary.diet}</p>
        <div className="p-columns">
          <div>
            <h2>{t('sections.include')}</h2>
            <ul>
              {plan.diet.include.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{t('sections.avoid')}</h2>
            <ul>
              {plan.diet.avoid.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <h2>{t('sections.meals')}</h2>
        <div className="p-columns">
          {PLAN_MEALS.map((meal) => (
            <div className="p-box" key={meal}>
              <h3>{t(`meals.${meal}`)}</h3>
              <p>{plan.diet.meals[meal]}</p>
            </div>
          ))}
        </div>
        {ramadanMeals && (
          <>
            <h2>{t('ramadanMeals.title')}</h2>
            <div className="p-columns">
              {(['suhoor', 'iftar', 'snacks'] as const).map((meal) => (
                <div className="p-box" key={meal}>
                  <h3>{t(`ramadanMeals.${meal}`)}</h3>
                  <p>{ramadanMeals[meal]}</p>
                </div>
              ))}
            </div>
          </>
        )}
        <h2>{t('sections.hydration')}</h2>
        <p>{plan.diet.hydration}</p>
      </PrintPage>

      <PrintPage number={4} title={t('print.exercise')}>
        <div className="p-columns">
          <div>
            <h2>{t('sections.recommended')}</h2>
            <ul>
              {plan.exercise.recommended.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{t('sections.limit')}</h2>
            <ul>
              {plan.exercise.limit.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <h2>{t('sections.intensity')}</h2>
        <p>{plan.exercise.intensity}</p>
        <div className="p-note">
          <h3>{t('full.disclaimerTitle')}</h3>
          <p>{t('full.disclaimer')}</p>
        </div>
      </PrintPage>
    </Box>,
    document.body,
  );
}

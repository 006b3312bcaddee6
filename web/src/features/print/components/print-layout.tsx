import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { firstSentence, type PlanData } from '@nasl/core';
import { deviceToday } from '@/lib/device/device-date';
import { PLAN_MEALS } from '@nasl/core/plan-meals';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCycleInfo } from '@/hooks/use-cycle-info';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate, formatDate, formatHijriDate } from '@/lib/i18n/format';
import { sortedNotices } from '@/lib/plan/notices';
import { splitByToday } from '@/lib/plan/plan-days';
import { useFitPages } from '../hooks/use-fit-pages';
import { layoutSx, printGlobals } from './print-styles';

const PAGE_COUNT = 4;

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

/** Two titled lists side by side (eat / avoid, recommended / limit). */
function TwoLists({ lists }: { lists: readonly { title: string; items: readonly string[] }[] }) {
  return (
    <div className="p-columns">
      {lists.map((list) => (
        <div key={list.title}>
          <h2>{list.title}</h2>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
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

  useFitPages(rootRef, [plan, language]);

  const gender = t(`gender.${plan.summary.gender}`);
  const today = deviceToday();
  const { past, upcoming } = splitByToday(plan.intercourse.dates, today);
  const { ramadanMeals } = plan.diet;
  const cycleInfo = useCycleInfo(plan.cycle);

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
        <p>{cycleInfo}</p>
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
        <TwoLists
          lists={[
            { title: t('sections.include'), items: plan.diet.include },
            { title: t('sections.avoid'), items: plan.diet.avoid },
          ]}
        />
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
        <TwoLists
          lists={[
            { title: t('sections.recommended'), items: plan.exercise.recommended },
            { title: t('sections.limit'), items: plan.exercise.limit },
          ]}
        />
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

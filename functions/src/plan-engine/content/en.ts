import { type CivilDate, type Diet, parseCivilDate, type TargetGender } from '@nasl/core';
import { ABSTAIN_DAYS, LH_TEST_LEAD_DAYS } from '../cycle.ts';
import { MOTHER_AGE_SEE_DOCTOR, MOTHER_AGE_UNLIKELY } from '../notices.ts';
import type { CycleNote } from '../schedule-notes.ts';
import type { PlanContent } from './types.ts';

/** English plan texts, for the English UI. Same facts and order as the Arabic ones. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function formatDate(date: CivilDate): string {
  const parts = parseCivilDate(date);
  return parts ? `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}` : date;
}

function formatMonth(date: CivilDate): string {
  const parts = parseCivilDate(date);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.year}` : date;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

function joinWithAnd(items: readonly (string | number)[]): string {
  const texts = items.map(String);
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}

const DIET_NAMES: Record<Diet, string> = {
  omnivore: 'your varied diet',
  vegetarian: 'a vegetarian diet (no meat or fish)',
  vegan: 'a vegan diet (no animal products)',
  keto: 'a keto diet (low in carbohydrates)',
  paleo: 'a paleo diet (no grains, dairy or legumes)',
  other: 'your own diet',
};

const NO_DOUCHING =
  'Do not use any vaginal douche (vinegar, baking soda or anything else): it does not decide the sex and it raises the risk of infection.';
const WEAK_EVIDENCE =
  'These are traditional recommendations with weak scientific evidence; they do no harm as long as both of you are comfortable.';
const CHILD: Record<TargetGender, string> = { boy: 'a boy', girl: 'a girl' };

const RAMADAN_NIGHT =
  'This date falls in Ramadan: intercourse is permitted only at night, between sunset and dawn.';
const RAMADAN_EDGE = {
  'day-before':
    'Ramadan begins tomorrow by the Umm al-Qura calendar, but where the month is begun by a local moon sighting it may begin today: if today is already a day of Ramadan where you live, intercourse is permitted only between sunset and dawn.',
  'day-after':
    'Ramadan ended yesterday by the Umm al-Qura calendar, but where the month is ended by a local moon sighting today may still be a day of Ramadan: if so, intercourse is permitted only between sunset and dawn.',
} as const;

/** What the two careful prospective studies of timing found (the evidence note's common part). */
const EVIDENCE =
  "Two careful prospective studies (Wilcox 1995 in the New England Journal of Medicine, 129 births with dated ovulation; Gray 1998 in Human Reproduction, 947 births) found no effect of the timing of intercourse on the baby's sex, and the older studies that did find one pointed the other way";

const MEDICINES_TO_REVIEW =
  'ACE inhibitors and angiotensin receptor blockers (ARBs), spironolactone, isotretinoin, valproate, methotrexate and warfarin';

function cycleStarts(starts: readonly CivilDate[]): string {
  return `${starts.length === 1 ? 'the cycle' : 'the cycles'} starting ${joinWithAnd(starts.map(formatDate))}`;
}

function cycleNote(note: CycleNote): string {
  switch (note.kind) {
    case 'usual-length':
      return note.cyclesMeasured === 0
        ? `Your usual cycle is estimated at ${note.length} days from your positive LH test, with the ${note.answeredLength} days you answered; the periods you log will measure it.`
        : `Your usual cycle is estimated at ${note.length} days from the ${plural(note.cyclesMeasured, 'cycle', 'cycles')} between your logged periods, with the ${note.answeredLength} days you answered, and the dates use it from your latest logged period on; one cycle that differs does not move it much.`;
    case 'answer-weighed':
      return `The dates use a cycle of about ${note.length} days: the ${note.answeredLength} days you answered, weighed with how cycles vary between women, until the periods you log show your own length.`;
    case 'irregular-length':
      return `A cycle of ${note.length} days is outside the usual 21 to 35 days: mention it to your doctor, as irregular cycles can have a treatable cause.`;
    case 'luteal-learned':
      return `From your LH tests and the period that followed (${plural(note.cycles, 'cycle', 'cycles')}), the phase after your ovulation is about ${plural(note.luteal, 'day', 'days')} long, and your expected ovulation is worked out with it.`;
    case 'replanned-from-period':
      return `From ${formatDate(note.date)}, the period start you logged, cycle days count from that day and every date after it is recomputed; earlier dates stay as they were.`;
    case 'corrects-answer':
      return `The period start logged on ${formatDate(note.date)} is the period you answered as ${formatDate(note.answered)}, so cycle days count from ${formatDate(note.date)}. If it was spotting rather than a period, you can change that in your entries.`;
    case 'outlier-cycle':
      return `The cycle from ${formatDate(note.from)} to ${formatDate(note.to)} (${note.days} days) is far from your usual length: it stays in your history but does not change your estimated length; see a doctor if cycles this long happen again.`;
    case 'missed-entry':
      return `Between the periods logged on ${formatDate(note.from)} and ${formatDate(note.to)} there are ${note.days} days, about ${note.around.length + 1} of your cycles: the plan reads a period not logged around ${joinWithAnd(note.around.map(formatDate))} and works out the dates with it. If you had that period, log it with its date; if not, it was one long cycle, which is worth mentioning to your doctor.`;
    case 'spotting':
      return note.byHer
        ? `The start logged on ${formatDate(note.date)} is kept as spotting (light bleeding), as you said: cycle days do not count from it, it is not used for your cycle length, and no date is placed on it.`
        : `The start logged on ${formatDate(note.date)}, ${plural(note.days, 'day', 'days')} after the period of ${formatDate(note.after)}, is read as spotting (light bleeding), not a new cycle, so cycle days do not count from it. If it was a real period, one tap in your entries makes ${formatDate(note.date)} cycle day 1 and recomputes the dates.`;
    case 'lh-set-aside':
      return `The positive LH test logged on ${formatDate(note.date)} does not fit your cycle (it is far from the expected ovulation): it is probably a false positive, so the plan does not use it; test again over the next days and log the next positive test.`;
    case 'lh-while-bleeding':
      return `The positive LH test logged on ${formatDate(note.date)} fell on a day you were bleeding: it is probably a false positive, so the plan does not use it; test again over the next days.`;
    case 'lh-positive': {
      const opening = `Positive LH test on ${formatDate(note.date)}: ovulation is expected on ${formatDate(note.ovulation)}`;
      const next = `Your next period is expected around ${formatDate(note.nextPeriod)}.`;
      if (note.target === 'girl') {
        return `${opening}, so the days for a girl in that cycle have passed: no more attempts in it, and no unprotected intercourse until ${formatDate(note.avoidUntil)}. ${next}`;
      }
      return note.attempts.length > 0
        ? `${opening}, so that cycle's attempts move to ${joinWithAnd(note.attempts.map(formatDate))}, as close to ovulation as possible. ${next}`
        : `${opening}, but the days after it fall in your period, so no attempt is given. ${next}`;
    }
    case 'lh-led':
      return `Your LH tests found your surge, so from ${cycleStarts(note.cycleStarts)} on the days for a boy come from them rather than from the calendar: test every day of the marked days, and attempt on the day a test turns positive and on the next day, as close to ovulation as possible. Log the positive test so the plan shows those two days.`;
    case 'uncertain-ovulation':
      return `In ${cycleStarts(note.cycleStarts)}, the expected ovulation is not yet certain (too few logged cycles, or cycles that vary), so LH tests run ${plural(note.extraDays, 'extra day', 'extra days')} before and after the usual days: rely on the test more than on the calendar, and log the positive result.`;
    case 'window-in-period':
      return note.target === 'girl'
        ? `In ${cycleStarts(note.cycleStarts)}, the days for a girl (4 to 2 days before ovulation) fall within your ${note.periodLength}-day period, so no calendar date is given: once the bleeding has stopped and you have bathed (ghusl), attempts are best while cervical mucus is scant or sticky, and stop as soon as it turns clear and slippery like raw egg white or an LH test is positive.`
        : `In ${cycleStarts(note.cycleStarts)}, the days for a boy fall within your ${note.periodLength}-day period, so no calendar date is given: test LH from the end of the bleeding, and log a positive test to get its day and the next as attempt days.`;
    case 'window-shortened':
      return `In ${cycleStarts(note.cycleStarts)}, part of the days for ${CHILD[note.target]} fall within your ${note.periodLength}-day period: only the days after the bleeding are given, once it has stopped and you have bathed (ghusl), so confirm them with your cervical mucus and LH tests.`;
    case 'month-without-date': {
      const month = `No date in ${formatMonth(note.month)}:`;
      if (note.reason === 'period')
        return `${month} the days of the method fall within your period that month.`;
      if (note.reason === 'lh')
        return `${month} after your positive LH test, that cycle's days moved out of it or have passed.`;
      return `${month} with a ${note.cycleLength}-day cycle, the days of the method fall outside the part of this month that the plan covers.`;
    }
  }
}

const LH_TESTING =
  'No hour of the day is proven better for intercourse itself; what matters is when you test for LH. Most LH surges begin between midnight and 8 am, so test twice a day, around noon and again in the early evening (6 to 8 pm), and drink less in the two hours before each test.';

export const englishContent: PlanContent = {
  pregnancy: {
    summary: ({ positiveTestDate }) =>
      `A positive pregnancy test was recorded on ${formatDate(positiveTestDate)}: congratulations. From that day the plan gives no attempt dates, no days of abstinence and no LH tests, and its reminders and calendar events stop. Please see a doctor or midwife soon to confirm the pregnancy and plan its care.`,
    dietSummary: ({ folicAcidUntil }) =>
      `The diet for the baby’s sex stops with the pregnancy: a balanced diet now, with folic acid 400 µg a day until the end of week 12 (about ${formatDate(folicAcidUntil)}).`,
    diet: ({ folicAcidUntil }) => [
      `Folic acid 400 µg a day until the end of week 12 of the pregnancy (about ${formatDate(folicAcidUntil)}), or the dose your doctor prescribed.`,
      'Balanced meals: vegetables and fruit every day, whole grains, protein from meat, chicken, fish, eggs, lentils or beans, and dairy for calcium.',
      'Meat, chicken, eggs and fish cooked through; milk and cheese pasteurised; fruit and vegetables washed.',
      'No liver and no vitamin A supplements (too much vitamin A can harm the baby); fish low in mercury (not shark, swordfish or king mackerel).',
      'Caffeine under 200 mg a day (about two cups of instant coffee), and no smoking.',
      'The amounts of salt, dairy and potassium-rich foods the method asked for go back to ordinary ones.',
    ],
    include: [
      'Vegetables and fruit, every day',
      'Whole grains: wholemeal bread, oats, bulgur',
      'Protein cooked through: meat, chicken, eggs, or lentils, chickpeas and beans',
      'Fish low in mercury, twice a week',
      'Pasteurised milk, laban and cheese',
    ],
    avoid: [
      'Liver and liver dishes',
      'Raw or undercooked meat, eggs and fish',
      'Unpasteurised milk and cheese',
      'Shark, swordfish and king mackerel',
      'More than 200 mg of caffeine a day',
    ],
    meals: {
      breakfast: 'Whole grains with a protein (eggs cooked through, pasteurised labneh or beans) and a fruit',
      lunch: 'Meat, chicken or lentils cooked through, with rice or bulgur and a salad',
      dinner: 'A soup of vegetables or lentils, wholemeal bread and yoghurt',
      snacks: 'Fruit, a handful of nuts, pasteurised laban',
    },
    fasting:
      'Fasting in pregnancy: a pregnant woman who fears harm to herself or her baby may break the fast in Ramadan and make up the days later (some scholars say she feeds a poor person for each day instead). Ask your doctor before fasting, above all with diabetes, anaemia or in the last months.',
    partner: ({ positiveTestDate }) =>
      `A pregnancy was recorded on ${formatDate(positiveTestDate)}: from then on the plan has no days to try or to avoid.`,
  },

  timing(facts) {
    const days = facts.attemptCycleDays;
    const where =
      days.length > 0
        ? ` (${days.length === 1 ? 'day' : 'days'} ${joinWithAnd(days)} of a ${facts.cycleLength}-day cycle)`
        : '';
    const dates = plural(facts.dateCount, 'attempt date', 'attempt dates');
    const has = (condition: string) => facts.healthConditions?.some((c) => c === condition) ?? false;
    const sentences: string[] = [];
    // The first sentence is the locked preview: what the plan holds, never which cycle days (the rule).
    if (facts.dateCount === 0) {
      sentences.push(
        `No calendar date over the 3 months: with your ${facts.cycleLength}-day cycle and ${facts.periodLength}-day period, the days of the method fall while you are still bleeding, so the cycle notes explain how to follow your LH tests and cervical mucus instead.`,
      );
    } else {
      sentences.push(
        `${capitalise(dates)} over the 3 months, placed around your expected ovulation, each with its own guidance for the day.`,
      );
      sentences.push(
        facts.target === 'boy'
          ? `They fall on the expected ovulation day and the day before it${where}.`
          : `They fall from 4 to 2 days before the expected ovulation${where}, leaving out the two most fertile days, so conceiving may take longer than without the method.`,
      );
    }
    sentences.push(
      facts.target === 'boy'
        ? `Abstain from intercourse for the ${ABSTAIN_DAYS} days before the first date of each cycle, as the method asks: a few days of abstinence raise the sperm count while much longer abstinence lowers their motility, but that evidence is about semen quality, and nothing shows that abstinence changes the baby's sex.`
        : `Start LH tests ${LH_TEST_LEAD_DAYS} days before the first date of each cycle; after its last date, abstain or use a condom until two days after ovulation, because by this method intercourse close to ovulation favours a boy.`,
      `No date is ever placed on the first ${plural(facts.periodLength, 'day', 'days')} of a cycle, while you are expected to bleed, and there is no intercourse during the period: if you are bleeding on a planned date, or your period comes early, skip that date and log the first day of bleeding, so the plan recomputes its dates; resume once the bleeding has stopped and you have bathed (ghusl).`,
    );
    if (facts.lengthSource === 'observed') {
      sentences.push(
        `The dates use your own cycle length of ${facts.cycleLength} days, measured from the periods you logged.`,
      );
    }
    sentences.push(
      'These dates are estimates: ovulation moves from one cycle to the next, and only about 3 in 10 women have their whole fertile window between days 10 and 17, so confirm the dates with LH (ovulation) tests, and log the first day of each period and any positive test so that the plan recomputes its dates from them.',
    );
    if (facts.daysSinceLastPeriod !== null && facts.daysSinceLastPeriod > 2 * facts.cycleLength) {
      sentences.push(
        `The last period you entered was ${plural(facts.daysSinceLastPeriod, 'day', 'days')} ago, and every cycle since adds uncertainty: log the first day of your next period and rely on LH tests until then.`,
      );
    }
    if (Math.abs(facts.cycleLength - 28) >= 5) {
      sentences.push(
        'Your cycle length is far from the average, so ovulation may vary more and LH tests matter even more.',
      );
    }
    if (has('pcos')) {
      sentences.push(
        'With PCOS, cycles are often irregular and LH tests can turn positive on days without ovulation: take the dates as a rough guide, log every period, and ask your doctor how to confirm ovulation.',
      );
    }
    if (has('breastfeeding')) {
      sentences.push(
        'While you breastfeed, ovulation may not have returned to a regular rhythm: the dates are only a guide until your periods are regular again.',
      );
    }
    if (facts.previousPregnanciesCount !== null) {
      sentences.push(
        `You have been pregnant ${facts.previousPregnanciesCount === 1 ? 'once' : plural(facts.previousPregnanciesCount, 'time', 'times')}: if you gave birth or were breastfeeding recently, your cycle may not be regular yet, so rely on LH tests more than on the calendar.`,
      );
    } else if (facts.motherAge < MOTHER_AGE_UNLIKELY) {
      sentences.push(
        'For a first pregnancy it can take several cycles: most couples conceive within 6 to 12 months of trying.',
      );
    }
    sentences.push(
      facts.motherAge >= MOTHER_AGE_SEE_DOCTOR
        ? 'From 40, see a doctor before you start trying, not after months of trying.'
        : facts.motherAge >= 35
          ? 'After 35, see a doctor if you are not pregnant after 6 months of trying.'
          : 'See a doctor if you are not pregnant after a year of regular trying.',
    );
    if (facts.ramadanDateCount > 0) {
      sentences.push(
        `${facts.ramadanDateCount === 1 ? 'One of these dates falls' : `${facts.ramadanDateCount} of these dates fall`} in Ramadan: on those days intercourse is permitted only between sunset and dawn.`,
      );
    }
    for (const ramadan of facts.ramadans) {
      sentences.push(
        `The plan follows the Umm al-Qura calendar of Saudi Arabia, in which Ramadan runs from ${formatDate(ramadan.first)} to ${formatDate(ramadan.last)}; a local moon sighting may begin or end the month a day apart, so check your local Ramadan on the day before and the day after.`,
      );
    }
    return sentences.join(' ');
  },

  noMethod: {
    timing:
      'No attempt dates: at 50 or more, natural conception is very unlikely, so this plan gives no schedule for the baby’s sex. A fertility specialist can tell you whether a pregnancy is still possible and safe for you, and what treatment could offer.',
    timeOfDay: 'No timing is given: at 50 or more this plan has no method for the baby’s sex.',
    position: 'No position advice is given: at 50 or more this plan has no method for the baby’s sex.',
    dietSummary:
      'No diet for the baby’s sex: at 50 or more this plan gives only general advice, a balanced diet with enough calcium and vitamin D. Ask your doctor before any supplement.',
    meal: 'Your usual balanced meals: this plan gives no meals for the baby’s sex.',
    evidenceNote: `${EVIDENCE}.`,
  },

  dateRecommendation({ target, cycleNumber, cycleDay, role, ramadan, ramadanEdge }) {
    const prefix = `Cycle ${cycleNumber} (day ${cycleDay}): `;
    let text: string;
    if (role.basis === 'lh') {
      text =
        role.daysAfterPositive === 0
          ? 'the day your LH test turned positive: ovulation comes 24 to 36 hours after the surge begins, so today and tomorrow are the days for a boy in this cycle. Deep penetration is preferred.'
          : 'the day after your positive LH test, when ovulation is expected: the last attempt day for a boy in this cycle. Deep penetration is preferred.';
    } else if (target === 'boy') {
      text =
        role.daysBeforeOvulation === 0
          ? 'the expected ovulation day, the most important day for a boy in this cycle. Deep penetration is preferred, and no more attempts are needed after today in this cycle.'
          : `the day before the expected ovulation, the first attempt after ${ABSTAIN_DAYS} days of abstinence. If your LH test turns positive, log it: the plan moves this cycle's attempts to the day of the test and the day after it. Deep penetration is preferred.`;
    } else if (role.daysBeforeOvulation === 4) {
      text = `four days before the expected ovulation, the first attempt day for a girl in this cycle. Keep up the daily LH tests you started ${LH_TEST_LEAD_DAYS} days ago; shallow penetration is preferred.`;
    } else if (role.daysBeforeOvulation === 3) {
      text =
        'three days before the expected ovulation, the second attempt day. If your LH test turns positive, stop attempts for this cycle and log the test: ovulation is now close.';
    } else {
      text =
        'two days before the expected ovulation, the last attempt day of this cycle. Afterwards, abstain or use a condom until at least two days after ovulation.';
    }
    const ramadanNote = ramadan ? ` ${RAMADAN_NIGHT}` : ramadanEdge ? ` ${RAMADAN_EDGE[ramadanEdge]}` : '';
    return `${prefix}${text}${ramadanNote}`;
  },

  successRateNote({ target, successRate, motherAge }) {
    if (successRate === null) {
      return motherAge >= MOTHER_AGE_UNLIKELY && motherAge < 50
        ? 'No success figure is given at 45 to 49: the chance of conceiving naturally is about 1% a cycle or less, and without any method about 51% of babies are boys.'
        : 'No success figure is given at 50 or more: natural conception is very unlikely.';
    }
    return `The ${successRate}% is an index of how favourable your answers are for conceiving on the planned days, not a measured chance of having ${CHILD[target]}: without any method, about 51% of babies are boys.`;
  },

  evidenceNote: {
    boy: `${EVIDENCE}, so these dates cannot promise a boy.`,
    girl: `${EVIDENCE}, so these dates cannot promise a girl, and as they leave out the most fertile days, conceiving may take longer.`,
  },

  notices: {
    age50:
      'At 50 or more, natural conception is very unlikely (menopause comes at about 51 on average), so this plan gives no attempt dates, no diet method and no success figure, and it is not for sale: a fertility specialist can check whether a pregnancy is still possible and safe for you, and explain what treatment could offer.',
    age45:
      'At 45 to 49, the chance of conceiving naturally is about 1% a cycle or less and miscarriage is frequent, so this plan gives no success figure: see a fertility specialist before following it, and before you pay for it.',
    age40:
      'From 40, see a doctor before you start trying rather than after months of trying: fertility falls faster after 40, and tests or treatment may be advised right away.',
    potassiumMedicines:
      'The boy diet is rich in potassium: with kidney disease, or with medicines that raise potassium such as ACE inhibitors (enalapril, lisinopril), angiotensin receptor blockers (ARBs: losartan, valsartan) or spironolactone, ask your doctor before following it.',
    folicAcidHighDose:
      'With a BMI of 30 or more, a higher dose of folic acid (5 mg a day instead of 400 µg, from before conception to week 12 of pregnancy) is often advised: ask your doctor.',
    father60:
      'The husband is 60 or older: sperm quality falls with age, conceiving can take longer, and some rare conditions in the child become more frequent; mention it to the doctor before trying.',
    kidneyDisease:
      'With kidney disease, this plan leaves out foods rich in potassium (such as bananas, potatoes, avocado, spinach, beans and lentils, milk and yoghurt) and salty foods such as olives and pickles, whatever the target, and the amounts of dairy, potassium and phosphorus your doctor or dietitian sets come first: ask them before changing your diet, and see your kidney specialist before trying to conceive, as a pregnancy with kidney disease needs planning.',
    diabetes:
      'With diabetes, good blood sugar control before conception protects the baby: see your doctor before trying, and ask about folic acid 5 mg a day instead of 400 µg; this plan leaves out juice, white bread, white rice and potatoes, keeps dates to one or two a day and prefers whole grains.',
    highBloodPressure:
      'With high blood pressure, this plan does not ask for more sodium and leaves out olives, pickles and extra salt; some blood pressure medicines (ACE inhibitors, ARBs) must be changed before pregnancy, so see your doctor before trying and keep your blood pressure checked.',
    pcos: 'With polycystic ovary syndrome (PCOS), ovulation may be irregular or absent and LH tests can mislead, turning positive on days without ovulation because LH is often high: take the dates as a rough guide, log every period, and ask your doctor how to confirm ovulation (an ultrasound or a progesterone blood test); with irregular cycles or cycles longer than 35 days, treatment to help ovulation may be advised.',
    thyroid:
      'With a thyroid condition, have it checked (TSH) and well treated before conceiving: an untreated thyroid affects fertility and the baby, and the thyroxine dose often needs raising as soon as you are pregnant, so tell your doctor you are planning a pregnancy.',
    breastfeeding:
      'While you breastfeed, ovulation may be absent or irregular, so the calendar dates may not apply yet, and this plan keeps your calcium as usual; the WHO advises waiting at least 24 months after a birth (6 months after a miscarriage) before the next pregnancy, for the health of mother and baby.',
    regularMedicine: `You take a medicine regularly: ask your doctor before trying to conceive whether it is safe in pregnancy, and do not stop it on your own; some must be changed beforehand, such as ${MEDICINES_TO_REVIEW}.`,
    medicinesReview: `Before trying to conceive, ask the doctor to review any medicine either of you takes regularly, and stop none on your own: some harm a pregnancy and must be changed beforehand under medical care, such as ${MEDICINES_TO_REVIEW}.`,
    healthNotAsked:
      'Your answers say nothing about your health: if you have diabetes, high blood pressure, kidney or thyroid disease or PCOS, or are breastfeeding, ask your doctor before following this plan.',
  },

  cycleNote,

  timeOfDay({ target, ramadan }) {
    const after =
      target === 'boy'
        ? `Start testing ${LH_TEST_LEAD_DAYS} days before the first date of each cycle; a first positive test means ovulation will most likely happen within 24 to 36 hours: log it, and the plan makes that day and the next your attempt days.`
        : `Start testing ${LH_TEST_LEAD_DAYS} days before the first date of each cycle; a first positive test means ovulation is close, so stop attempts for that cycle and log the test.`;
    const bleeding =
      'A positive test while you are bleeding is probably false: log it only after testing again once the bleeding has stopped.';
    const inRamadan = ramadan
      ? ' In Ramadan, take the second test in the late afternoon, before iftar, rather than after it: by then you have drunk nothing for hours.'
      : '';
    return `${LH_TESTING} ${after} ${bleeding}${inRamadan}`;
  },

  position: {
    boy: `Positions that allow deep penetration, such as vaginal penetration from behind, so that sperm is placed close to the cervix. Following Shettles, it helps if the wife reaches orgasm before or with her husband and then lies down for a few minutes. ${NO_DOUCHING} ${WEAK_EVIDENCE}`,
    girl: `Positions with shallow penetration, such as face to face, so that sperm is placed a little further from the cervix. Following Shettles, the wife avoids orgasm on the attempt days. ${NO_DOUCHING} ${WEAK_EVIDENCE}`,
  },

  dietSummary({ target, diet, dietReadyDate, conditions }) {
    const has = (condition: string) => conditions.some((c) => c === condition);
    const boyFocus = has('kidney-disease')
      ? 'lower in calcium and magnesium, without extra potassium or sodium because of your kidneys'
      : has('high-blood-pressure')
        ? 'richer in potassium and lower in calcium and magnesium, without extra sodium because of your blood pressure'
        : 'richer in potassium and sodium and lower in calcium and magnesium';
    const sentences = [
      target === 'boy'
        ? `A diet ${boyFocus}, adapted to ${DIET_NAMES[diet]}.`
        : `A diet richer in calcium and magnesium and lower in sodium and potassium, adapted to ${DIET_NAMES[diet]}.`,
      `The method asks for 6 to 9 weeks on the diet before conception, so start today: the dates from ${formatDate(dietReadyDate)} on come after 6 weeks of it.`,
      target === 'boy'
        ? 'More sodium does not mean a lot of salt: keep to 5 g of salt a day at most, and add no extra salt at all if you have high blood pressure, heart or kidney disease.'
        : 'Less salt is good for your blood pressure too; take calcium from food, not from supplements unless your doctor prescribes them.',
    ];
    if (target === 'boy') {
      sentences.push(
        has('breastfeeding')
          ? 'While you breastfeed, keep your calcium as usual: the method’s lower calcium does not apply.'
          : 'The method lowers calcium without removing it: keep the one serving a day listed, as your body and an early pregnancy need it.',
      );
    }
    if (has('diabetes')) {
      sentences.push(
        'With diabetes, the plan leaves out juice, white bread, white rice and potatoes, keeps dates to one or two a day and prefers whole grains: your blood sugar comes before the method.',
      );
    }
    if (has('kidney-disease')) {
      sentences.push(
        'With kidney disease, the plan leaves out foods rich in potassium and salty foods, and the amounts of dairy, potassium, phosphorus and protein your doctor or dietitian sets come before the method.',
      );
    }
    sentences.push(
      'Take folic acid 400 µg a day from now until the 12th week of pregnancy, and vitamin D 10 µg a day.',
      'Once you are pregnant, stop this diet and eat a normal balanced diet, but keep taking folic acid until week 12.',
    );
    if (diet === 'other') {
      sentences.push('Swap any item that does not suit your diet for another from the same food group.');
    }
    sentences.push(
      'The evidence for this diet comes from small studies without control groups: it is not a guarantee, and your doctor’s advice comes first.',
    );
    return sentences.join(' ');
  },

  foods: {
    boyBananas: 'Bananas: one or two a day, among the fruits richest in potassium',
    boyAvocado: 'Avocado: rich in potassium and suits most diets',
    boyDates: 'Dates: 3 to 5 a day, with breakfast or between meals',
    boyDiabetesDates:
      'Dates: one or two a day, with a meal rather than alone, to keep your blood sugar steady',
    boyPotatoes: 'Potatoes and sweet potatoes, boiled or baked',
    boyMeat: 'Red meat and chicken, a moderate portion a day, grilled or cooked',
    boyFish:
      'Fish low in mercury, such as salmon, sardines, shrimp or tilapia, twice a week; hamour at most once a week',
    boyEggs: 'Eggs, boiled or in shakshuka',
    boyLegumeProtein:
      'Fava beans and lentils in moderate portions as your main protein: do not cut down on protein',
    boyOlivesPickles: 'Olives and pickles in moderation as a source of sodium, within your daily salt limit',
    boyFruits: 'Potassium-rich fruit: apricots, oranges, cantaloupe and watermelon',
    boyVegetables: 'Vegetables low in calcium: tomatoes, cucumbers, courgettes and mushrooms',
    boyWhiteGrains: 'White rice and white bread rather than brown, because bran is rich in magnesium',
    boyDiabetesGrains:
      'Whole grains in small portions (brown rice, wholemeal bread, oats) in place of refined grains: with diabetes they keep blood sugar steadier, which matters more than the method’s lower magnesium',
    boyRegularMeals:
      'Three full meals without skipping breakfast, as the method asks: one observational study (Mathews 2008) found slightly more boys among women who ate more before conceiving, which does not show that eating more brings a boy',
    boyCalciumDairy:
      'One serving a day of yoghurt, labneh or cheese: the method lowers calcium, it does not remove it, and your body and an early pregnancy need it',
    boyCalciumFish:
      'One serving a day of sardines or canned salmon with their soft bones: the method lowers calcium, it does not remove it, and without dairy this keeps you from running short',
    boyPlantCalcium:
      'One serving a day of calcium-set tofu or a calcium-fortified soy drink: the method lowers calcium, it does not remove it, and without dairy this keeps you from running short',
    veganIronZinc:
      'Iron and zinc every day from lentils, beans and tofu, with tomatoes, peppers or citrus fruit at the same meal to absorb the iron: this diet leaves out the nuts, seeds and whole grains a vegan diet relies on for them; ask your doctor to check your iron',
    kidneyCalcium:
      'Calcium in the amounts and from the sources your doctor or dietitian sets: with kidney disease the usual calcium foods are also rich in phosphorus or potassium, so ask them which suit you, how much, and whether you need a supplement',
    kidneyPlantProtein:
      'Tofu as your main protein, in the portions your doctor or dietitian sets: with kidney disease the other plant proteins are limited for their potassium and phosphorus; ask your doctor to check your iron',
    kidneyVegetables:
      'Vegetables low in potassium: cucumbers, courgettes, peppers, cabbage, cauliflower, lettuce and aubergine',
    breastfeedingCalcium:
      'Calcium as usual while you breastfeed, about 1,000 mg a day from the calcium sources your diet allows: the method’s lower calcium does not apply while breastfeeding',
    boyDairy:
      'Large amounts of dairy: more than the one serving a day listed of milk, laban, yoghurt, labneh or cheese, the main sources of calcium',
    boyNutsSeeds:
      'Nuts and seeds (almonds, cashews, pumpkin seeds), sesame and tahini, rich in magnesium and calcium',
    boyLeafyGreens: 'Dark leafy greens such as spinach, molokhia and rocket',
    boyWholeGrains: 'Whole grains, bran, oats and brown bulgur, rich in magnesium',
    boyLegumes: 'Large amounts of chickpeas, hummus and dried beans',
    boyCocoa: 'Dark chocolate and cocoa, rich in magnesium',
    boyMineralWater: 'Mineral water high in calcium and magnesium',
    boyMineralSupplements:
      'Calcium and magnesium supplements, unless prescribed: do not stop those without your doctor',
    boySaltLimit:
      'Too much salt: 5 g a day (one teaspoon) at most, and no added salt at all with high blood pressure, heart or kidney disease',
    girlDairy: 'Milk, laban, yoghurt, labneh and low-salt cheese: 2 to 3 servings a day',
    girlKetoDairy:
      'Labneh, plain full-fat yoghurt and low-salt cheese, a small serving at each meal: calcium sources low in carbohydrate',
    girlNutsSeeds: 'Almonds, walnuts, pumpkin seeds, sesame and tahini: a small handful a day',
    girlLeafyGreens: 'Leafy greens: spinach, molokhia, rocket and parsley',
    girlCalciumTofu: 'Tofu set with calcium, and calcium-fortified soy or almond drinks',
    girlSardines: 'Sardines and canned salmon with their soft bones twice a week, choosing low-salt kinds',
    girlEggs: 'Eggs, 3 to 4 times a week',
    girlWholeGrains: 'Whole grains: oats, bulgur and brown bread',
    girlPoultry: 'Chicken and white fish in moderate portions, cooked without extra salt',
    girlRicePasta: 'Rice and pasta, both low in potassium',
    girlLowPotassiumFruits: 'Fruit low in potassium: apples, pears, grapes and strawberries',
    girlLegumeProtein: 'Lentils and chickpeas in moderate portions as a protein source',
    girlMineralWater: 'Mineral water rich in calcium and magnesium',
    girlSaltLimit:
      'Salt and salty foods: pickles, brined olives, crisps and stock cubes; cutting them down also helps your blood pressure',
    girlPotassiumStarches: 'Large amounts of bananas, potatoes and dates, rich in potassium',
    girlAvocado: 'Avocado, rich in potassium',
    girlPotassiumFruits: 'Dried apricots (qamar al-din), orange juice and coconut water',
    girlProcessedMeat: 'Processed meats such as sausages, mortadella and luncheon meat, high in sodium',
    girlRedMeat: 'Lots of red meat: a small portion two or three times a week is enough',
    girlFastFood: 'Fast food, instant soups and instant noodles',
    girlSaltSubstitutes: '"Low-sodium" salt substitutes, which are mostly potassium chloride',
    sugaryDrinks:
      'Juices and sweetened drinks, fresh orange juice included: with diabetes they raise blood sugar quickly',
    highMercuryFish:
      'Fish high in mercury: kingfish (kanad), shark and swordfish; and hamour no more than once a week',
    generalBalanced: 'Vegetables and fruit at every meal, and protein from the foods your diet allows',
    generalCalcium:
      'Calcium every day, about 1,000 mg, from the calcium sources your diet allows, to protect your bones',
    generalSaltLimit: 'Too much salt: 5 g a day (one teaspoon) at most',
    veganB12:
      'Vitamin B12 every day, from a supplement or fortified foods: a vegan diet provides none, and the baby needs it from the first weeks',
    vitaminD:
      'Vitamin D 10 µg (400 units) a day, above all with little sun on your skin: advised before and during pregnancy and while breastfeeding',
    folicAcid:
      'Folic acid 400 µg a day from now until the 12th week of pregnancy, to protect the baby against neural tube defects; 5 mg a day instead, on your doctor’s advice, with diabetes, a BMI of 30 or more, epilepsy medicines, sickle cell disease or thalassaemia, or a previous pregnancy with a neural tube defect',
    alcohol: 'Alcohol entirely, for both of you, while trying and during pregnancy',
  },

  mealOptions: {
    boyBreakfastShakshuka: 'shakshuka with tomatoes and peppers, with olives and cucumber',
    boyBreakfastDatesBanana: 'dates with a banana and a glass of fresh orange juice',
    boyBreakfastFoul: 'ful medames with olive oil and tomatoes, with white bread',
    boyBreakfastAvocado: 'mashed avocado with tomatoes and olives',
    boyBreakfastZaatar: 'white pita bread with olive oil and zaatar, with cucumber and mint',
    boyBreakfastZaatarWholemeal: 'wholemeal pita bread with olive oil and zaatar, with cucumber and mint',
    boyLunchKabsa: 'chicken or lamb kabsa with white rice and a tomato and cucumber salad',
    boyLunchFishPotatoes: 'grilled fish with oven potatoes and a tomato salad',
    boyLunchPotatoStew: 'potato and courgette stew in tomato sauce with white rice',
    boyLunchPotatoOmelette: 'potato omelette with a tomato and cucumber salad',
    boyLunchGrill: 'grilled meat or chicken with grilled courgettes, peppers and onions',
    boyLunchRoastedVegetables: 'grilled courgettes, aubergine and mushrooms in olive oil, with avocado',
    boyLunchMaqluba: 'vegetable maqluba with aubergine, cauliflower and white rice, with a cucumber salad',
    boyLunchBrownRiceVegetables: 'brown rice with courgettes and peppers in olive oil, and a cucumber salad',
    boyDinnerChickenPotatoes: 'grilled chicken with boiled potatoes and a tomato and cucumber salad',
    boyDinnerEggsPotatoes: 'boiled eggs with potatoes and olives',
    boyDinnerSweetPotato: 'roasted sweet potato with a tomato and avocado salad',
    boyDinnerSalmonAvocado: 'grilled salmon with an avocado and tomato salad',
    boyDinnerMushrooms: 'mushrooms sautéed in olive oil with tomatoes and cucumber',
    boyDinnerTawook: 'shish tawook (grilled chicken) with a lettuce and cucumber salad',
    boyDinnerCourgetteRice: 'courgettes and peppers cooked in olive oil, with white rice',
    boyDinnerFreekeh: 'freekeh with grilled courgettes and aubergine',
    boySnackBananaApricots: 'a banana or a few apricots',
    boySnackDates: 'three dates',
    boySnackMelon: 'slices of watermelon or cantaloupe',
    boySnackOlives: 'olives with cucumber and cherry tomatoes',
    boySnackAvocado: 'half an avocado',
    girlBreakfastLabneh: 'labneh with olive oil, brown bread, cucumber and mint',
    girlBreakfastOatsMilk: 'oats cooked in milk with almonds and strawberries',
    girlBreakfastOatsSoy: 'oats in calcium-fortified soy drink with tahini and apple',
    girlBreakfastOmeletteCheese: 'spinach omelette with low-salt white cheese',
    girlBreakfastEggsSpinach: 'eggs with sautéed spinach and almonds',
    girlBreakfastGreensSeeds: 'rocket and parsley salad with pumpkin seeds and tahini',
    girlBreakfastOatsApple: 'oats cooked in water with grated apple, cinnamon and a spoonful of tahini',
    girlLunchMolokhia: 'molokhia with chicken and rice',
    girlLunchBulgurYogurt: 'vegetable bulgur with yoghurt and a green salad',
    girlLunchBulgurTabbouleh: 'vegetable bulgur with tabbouleh and tahini sauce',
    girlLunchSardines: 'sardines with a rocket and spinach salad in olive oil',
    girlLunchGreensWalnuts: 'spinach and rocket salad with walnuts and tahini sauce',
    girlLunchChickenBulgur: 'grilled chicken with bulgur and a lettuce and cucumber salad',
    girlLunchFishCourgettes: 'grilled white fish with sautéed courgettes and a lettuce salad',
    girlLunchBulgurCourgettes: 'bulgur with sautéed courgettes and peppers, and a cucumber salad',
    girlDinnerYogurtCucumber: 'yoghurt with cucumber and brown bread',
    girlDinnerCheeseSalad: 'low-salt white cheese with a green salad and walnuts',
    girlDinnerSpinachEggs: 'spinach with eggs',
    girlDinnerVegetableSoup: 'vegetable and spinach soup with brown bread',
    girlDinnerSauteedGreens: 'leafy greens sautéed in olive oil with toasted almonds',
    girlDinnerCauliflowerTahini: 'roasted cauliflower with tahini sauce and brown bread',
    girlSnackYogurt: 'a yoghurt or a glass of laban',
    girlSnackNuts: 'a handful of almonds or walnuts',
    girlSnackFruit: 'an apple, a pear or a small bunch of grapes',
    girlSnackVegetables: 'cucumber and carrot sticks with tahini',
    breakfastCourgetteOmelette: 'omelette with courgette, onion and parsley, with cucumber',
    dinnerEggsCourgettes: 'eggs with sautéed courgettes and a lettuce and cucumber salad',
    snackCucumber: 'cucumber sticks with a few mint leaves',
    boyIftarDates: 'three dates and a glass of water',
    iftarOneDate: 'one date and a glass of water',
    iftarSoup: 'a glass of water and a bowl of vegetable soup',
  },

  joinMealOptions: (options) => capitalise(options.join(', or ')),

  ramadanMeals({ iftarOpener, breakfast, lunch, dinner, snacks, conditions }) {
    const fasting = [
      conditions.includes('diabetes')
        ? 'With diabetes, ask your doctor before Ramadan whether and how to fast: fasting can bring your blood sugar too low or too high, and your medicines may need changing.'
        : '',
      'Once pregnant, if you fear that fasting may harm you or your baby, you are permitted not to fast, a concession Islam grants a pregnant woman; ask your doctor too.',
    ].filter((sentence) => sentence !== '');
    return {
      suhoor: `${capitalise(breakfast.join(', or '))}, eaten shortly before dawn with two or three glasses of water. ${fasting.join(' ')}`,
      iftar: `Break the fast with ${iftarOpener}, then ${lunch.join(', or ')}`,
      snacks: `Later in the evening, ${dinner.join(', or ')}; between iftar and suhoor, ${snacks.join(', or ')}, with water spread over the night`,
    };
  },

  hydration({ target, litres, mlPerKg, weightKg, capped }) {
    return [
      `Drink about ${litres.toFixed(1)} litres of fluids a day, mostly water.`,
      capped
        ? `Your weight (${weightKg} kg) and activity level would ask for more, but the plan stops at about 3 litres a day; add about half a litre for each hour of exercise and on hot days.`
        : `That is ${mlPerKg} ml per kilogram of body weight (${weightKg} kg) for your activity level; add about half a litre for each hour of exercise and on hot days.`,
      target === 'boy'
        ? 'Prefer water low in calcium and magnesium (see the label).'
        : target === 'girl'
          ? 'Mineral water rich in calcium and magnesium is a plus; avoid sports drinks and salty drinks.'
          : '',
      'Keep coffee and tea to two or three cups a day (under 200 mg of caffeine).',
    ]
      .filter((sentence) => sentence !== '')
      .join(' ');
  },

  exercise: {
    startWalking:
      'Brisk walking for 20 minutes, 5 days a week, adding 5 minutes each week until you reach 30 minutes',
    buildWalking: 'Brisk walking for 30 minutes, 5 days a week: 150 minutes a week',
    keepModerate: 'Keep up 150 minutes a week of moderate exercise: brisk walking, swimming or cycling',
    keepActiveModerate: 'Keep your routine, with most sessions at moderate intensity',
    reduceAthleticLoad:
      'Cut training to about 5 hours a week at moderate intensity: very hard training can delay or stop ovulation',
    gainWeightStrength:
      'Light strength training twice a week while eating more: reaching a healthy weight helps ovulation become regular',
    lightStrength: 'Light strength training twice a week with body weight or resistance bands',
    strengthForWeightLoss:
      'Strength training twice a week besides walking: losing 5% of your weight makes ovulation more regular',
    lowImpactCardio:
      'Low-impact exercise such as walking, swimming or a stationary bike for 30 to 45 minutes on most days: losing 5 to 10% of your weight improves fertility',
    stressRelief: 'Breathing exercises, stretching or gentle yoga for 10 to 15 minutes a day to ease stress',
    sleepRoutine: 'A calm evening walk and a fixed bedtime, aiming for 7 to 9 hours of sleep a night',
    pelvicFloor: 'Pelvic floor (Kegel) exercises: 3 sets of 10 contractions a day',
    fatherWeightLoss:
      'For the husband: 30 minutes of activity a day and losing some weight, as excess weight lowers sperm quality',
    fatherActive:
      'For the husband: 30 minutes of moderate activity a day, as his fitness affects sperm quality too',
    limitHeat: 'Hot baths, sauna and jacuzzi for the husband, and a laptop on his lap: heat harms sperm',
    limitExhaustingSessions:
      'Exhausting or very long sessions (over 60 minutes at high intensity) on the attempt days',
    limitEndurance: 'Long endurance training such as marathons, and sudden increases in training load',
    limitLongCardio: 'Long cardio sessions that burn a lot of energy while you are underweight',
    limitCrashDiets: 'Crash diets and long fasts to lose weight quickly',
    limitHighImpact: 'Jumping and running on hard ground if your joints or back hurt; swim or cycle instead',
    limitCompetitiveStress: 'Competitive or strenuous workouts at stressful times',
    limitLateWorkouts: 'Vigorous exercise less than 3 hours before bed, and caffeine after midday',
    limitSmoking:
      'Smoking of any kind (cigarettes, shisha, e-cigarettes), for both of you: it lowers fertility, and quitting now is the best step',
    limitPollution: 'Outdoor exercise on polluted or dusty days: exercise indoors or early in the morning',
    limitChemicals:
      'Contact with solvents, pesticides and strong cleaning products: gloves, a mask and good ventilation, and as little as possible',
    limitRadiation:
      'Radiation at work: follow the protective measures and tell your doctor and safety officer you are planning a pregnancy',
  },

  intensity({ activity, bmiCategory }) {
    const byActivity = {
      sedentary:
        'Light to moderate: you can talk comfortably while moving. Build up gradually to 150 minutes a week.',
      light: 'Moderate: you can talk but not sing while exercising. Aim for 150 minutes a week over 5 days.',
      moderate:
        'Moderate, as now: you can talk but not sing while exercising. Keeping to 150 minutes a week is enough.',
      active:
        'Moderate in most sessions, with a few vigorous ones: stay between 150 and 300 minutes a week without adding more.',
      athlete:
        'Lighter than usual: bring training down to a moderate level while you are trying, because very hard training can delay ovulation.',
    }[activity];
    const byBody = {
      underweight: 'While you are underweight, favour light strength work over long endurance sessions.',
      healthy: '',
      overweight: 'Combining walking with strength training helps you lose 5% of your weight gently.',
      obese: 'Low-impact exercise such as walking and swimming is kinder to your joints.',
    }[bmiCategory];
    return [
      byActivity,
      byBody,
      'On the attempt days and until your next period, keep the intensity light to moderate.',
    ]
      .filter((sentence) => sentence !== '')
      .join(' ');
  },
};

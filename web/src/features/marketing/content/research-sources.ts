import type { Language } from '@nasl/core/constants';

/**
 * The studies the research page cites (docs/plan-method.md lists the evidence). Journal citations stay in their
 * original English form in both interfaces; the Fiqh Council's resolution is named in each language.
 */
export const researchSources = {
  wilcox1995:
    'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med. 1995;333:1517-21.',
  wilcox2000:
    'Wilcox AJ, Dunson D, Baird DD. The timing of the "fertile window" in the menstrual cycle. BMJ. 2000;321:1259.',
  shettles: 'Shettles LB, Rorvik DM. How to Choose the Sex of Your Baby. 1971; revised edition 2006.',
  gray1998:
    'Gray RH, Simpson JL, Bitto AC, et al. Sex ratio associated with timing of insemination and length of the follicular phase in planned and unplanned pregnancies during use of natural family planning. Hum Reprod. 1998;13:1397-1400.',
  noorlander2010:
    'Noorlander AM, Geraedts JPM, Melissen JBM. Female gender pre-selection by maternal diet in combination with timing of sexual intercourse – a prospective study. Reprod Biomed Online. 2010;21:794-802.',
  setton2016:
    'Setton R, Tierney C, Tsai T. The accuracy of web sites and cellular phone applications in predicting the fertile window. Obstet Gynecol. 2016;128:58-63.',
  cahill1998:
    'Cahill DJ, Wardle PG, Harlow CR, Hull MGR. Onset of the preovulatory luteinizing hormone surge: diurnal timing and critical follicular prerequisites. Fertil Steril. 1998;70:56-59.',
  bull2019:
    'Bull JR, Rowland SP, Scherwitzl EB, et al. Real-world menstrual cycle characteristics of more than 600,000 menstrual cycles. NPJ Digit Med. 2019;2:83.',
  fiqh2007: {
    ar: 'المجمع الفقهي الإسلامي لرابطة العالم الإسلامي، الدورة التاسعة عشرة، مكة المكرمة، نوفمبر 2007: قرار بشأن اختيار جنس الجنين.',
    en: 'Islamic Fiqh Council of the Muslim World League, 19th session, Makkah, November 2007: resolution on choosing the sex of the foetus.',
  },
} as const satisfies Record<string, string | Record<Language, string>>;

export type ResearchSourceId = keyof typeof researchSources;

export function isResearchSourceId(id: string): id is ResearchSourceId {
  return Object.hasOwn(researchSources, id);
}

export interface Citation {
  text: string;
  /** The language the citation is written in (English journal citations keep left-to-right layout). */
  language: Language;
}

export function citationOf(id: ResearchSourceId, language: Language): Citation {
  const source = researchSources[id];
  return typeof source === 'string' ? { text: source, language: 'en' } : { text: source[language], language };
}

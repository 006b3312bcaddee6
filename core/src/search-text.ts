/**
 * Search text for the admin's person search: a name, an e-mail address and a phone number folded to
 * comparable words, and the tokens a document stores so that Firestore's `array-contains` finds it by the
 * start of any of its words (docs/decisions/0023-person-search-tokens.md).
 */

/** A word longer than this is stored by its first characters; a longer query word is checked in memory. */
export const SEARCH_TOKEN_MAX_LENGTH = 20;
/** A phone number is found by any run of at least this many consecutive digits. */
export const PHONE_SEARCH_MIN_DIGITS = 4;
/** More words than this in a search are ignored (each one narrows what the first already found). */
export const SEARCH_MAX_WORDS = 5;

// Tatweel (kashida) stretches a word without changing it; alef wasla and the Persian/Urdu forms of kaf
// and ya are written for the same letters as the Arabic ones.
const ARABIC_LETTER_FOLDS: Record<string, string> = {
  '\u0640': '',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ة: 'ه',
};
const ARABIC_LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(ARABIC_LETTER_FOLDS).join('')}]`, 'gu');
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const DEFINITE_ARTICLE = 'ال';

/**
 * Folds a text for comparison: compatibility forms decomposed (ligatures, presentation forms), every
 * combining mark removed (Arabic short vowels and shadda, the hamza of أ إ ؤ ئ, the madda of آ, Latin
 * accents), alef maqsura to ya, taa marbuta to ha, tatweel dropped, Arabic-Indic digits to 0-9, lower case.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(ARABIC_LETTER_FOLD_PATTERN, (letter) => ARABIC_LETTER_FOLDS[letter] ?? letter)
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return foldSearchText(text).match(WORD) ?? [];
}

/** An Arabic word is also found without its definite article: العتيبي by عتيبي. */
function withoutArticle(word: string): string[] {
  return word.startsWith(DEFINITE_ARTICLE) && word.length > DEFINITE_ARTICLE.length + 1
    ? [word, word.slice(DEFINITE_ARTICLE.length)]
    : [word];
}

/** Every run of at least PHONE_SEARCH_MIN_DIGITS consecutive digits of the number. */
function phoneDigitRuns(phone: string): string[] {
  const digits = foldSearchText(phone).replace(/\D/g, '');
  const runs: string[] = [];
  for (let start = 0; start + PHONE_SEARCH_MIN_DIGITS <= digits.length; start += 1) {
    for (let end = start + PHONE_SEARCH_MIN_DIGITS; end <= digits.length; end += 1) {
      runs.push(digits.slice(start, end));
    }
  }
  return runs;
}

export interface SearchableFields {
  name: string;
  email: string;
  phone: string | null;
}

/** A search drops the leading zeros of a number of 3 or more digits (a trunk zero: 05… for 5…). */
const LEADING_ZEROS_OF_NUMBER = /^0+(?=\d{3,}$)/;

/** A stored number that starts with zeros is found as typed and without them, as a search drops them. */
function withoutLeadingZeros(word: string): string[] {
  const trimmed = word.replace(LEADING_ZEROS_OF_NUMBER, '');
  return trimmed === word ? [word] : [word, trimmed];
}

/**
 * The words a person is found by: each word of the name (Arabic ones with and without ال), each word of
 * the e-mail address (its parts between dots, @ and the like), each group of the phone number as written
 * and every run of 4 or more of its digits; a number that starts with zeros also without them.
 */
export function searchWords(fields: SearchableFields): string[] {
  const words = [
    ...wordsOf(fields.name).flatMap(withoutArticle),
    ...wordsOf(fields.email),
    ...(fields.phone ? [...wordsOf(fields.phone), ...phoneDigitRuns(fields.phone)] : []),
  ];
  return [...new Set(words.flatMap(withoutLeadingZeros))];
}

/** What a document stores for `array-contains`: every start (1 to 20 characters) of every word. */
export function searchTokens(fields: SearchableFields): string[] {
  const tokens = new Set<string>();
  for (const word of searchWords(fields)) {
    const stored = [...word].slice(0, SEARCH_TOKEN_MAX_LENGTH);
    for (let length = 1; length <= stored.length; length += 1) tokens.add(stored.slice(0, length).join(''));
  }
  return [...tokens];
}

/**
 * The words of a search, folded like the stored ones, longest first (the most selective is the one
 * Firestore serves). A number typed with its trunk zero (05…) is looked up without it, since numbers are
 * stored as written with their country code. Empty when the search holds no letter or digit.
 */
export function searchQueryWords(search: string): string[] {
  const words = wordsOf(search).map((word) => word.replace(LEADING_ZEROS_OF_NUMBER, ''));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, SEARCH_MAX_WORDS);
}

/** The token Firestore is asked for: the query word, cut like the stored tokens. */
export function searchTokenOf(queryWord: string): string {
  return [...queryWord].slice(0, SEARCH_TOKEN_MAX_LENGTH).join('');
}

/** True when every query word starts one of the person's words. */
export function matchesSearch(fields: SearchableFields, queryWords: readonly string[]): boolean {
  const words = searchWords(fields);
  return queryWords.every((query) => words.some((word) => word.startsWith(query)));
}

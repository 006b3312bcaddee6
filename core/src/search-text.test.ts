import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  matchesSearch,
  searchQueryWords,
  searchTokenOf,
  searchTokens,
  searchWords,
} from './search-text.ts';

describe('foldSearchText', () => {
  it.each([
    ['فَاطِمَةُ', 'فاطمه'],
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['مصطفى', 'مصطفي'],
    ['مؤمن', 'مومن'],
    ['هانئ', 'هاني'],
    ['محـــمد', 'محمد'],
    ['ٱلله', 'الله'],
    ['Zoë ÉLISE', 'zoe elise'],
    ['٠٥٠١٢٣', '050123'],
    ['۰۵۰', '050'],
  ])('%s → %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('searchWords and searchTokens', () => {
  const person = { name: 'نورة العتيبي', email: 'noura.o+ksa@mail.example.com', phone: '+966 50 123 4567' };

  it('are the words of the name (with and without ال), of the e-mail, and the phone’s groups and digit runs', () => {
    const words = searchWords(person);
    for (const word of [
      'نوره',
      'العتيبي',
      'عتيبي',
      'noura',
      'o',
      'ksa',
      'mail',
      'example',
      'com',
      '966',
      '50',
      '4567',
      '501234567',
      '966501234567',
    ]) {
      expect(words).toContain(word);
    }
    expect(words).not.toContain('012'); // runs of digits are 4 long at least; groups are kept as written
  });

  it('stores every start of every word, at most 20 characters long', () => {
    const tokens = searchTokens({ name: 'A'.repeat(30), email: 'x@y.z', phone: null });
    expect(tokens).toContain('a');
    expect(tokens).toContain('a'.repeat(20));
    expect(tokens).not.toContain('a'.repeat(21));
    expect(searchTokens(person)).toEqual(expect.arrayContaining(['ن', 'نو', 'نوره', 'عت', '5012']));
  });
});

describe('searchQueryWords and matchesSearch', () => {
  it('folds the search, drops a trunk zero, puts the longest word first', () => {
    expect(searchQueryWords('  فاطمة  0501234567 ')).toEqual(['501234567', 'فاطمه']);
    expect(searchQueryWords('@@ --')).toEqual([]);
    expect(searchTokenOf('x'.repeat(25))).toBe('x'.repeat(20));
  });

  it('needs every word to start a word of the person', () => {
    const person = { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 4 555 0101' };
    expect(matchesSearch(person, searchQueryWords('lay hadd'))).toBe(true);
    expect(matchesSearch(person, searchQueryWords('05550101'))).toBe(true);
    expect(matchesSearch(person, searchQueryWords('layla khalil'))).toBe(false);
    expect(matchesSearch(person, searchQueryWords('addad'))).toBe(false);
  });

  it('finds a word of digits that starts with zeros, typed whole or in part', () => {
    const person = { name: 'Sara', email: 'sara.0123@example.com', phone: null };
    expect(searchWords(person)).toEqual(expect.arrayContaining(['0123', '123']));
    for (const search of ['sara.0123', '0123', '012', '01', 'sara 0123']) {
      expect(matchesSearch(person, searchQueryWords(search))).toBe(true);
    }
    expect(searchTokens(person)).toEqual(expect.arrayContaining(['0123', '123', '012']));
    expect(matchesSearch(person, searchQueryWords('01234'))).toBe(false);
    expect(matchesSearch(person, searchQueryWords('0124'))).toBe(false);
  });
});

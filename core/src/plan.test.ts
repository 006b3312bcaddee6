import { describe, expect, it } from 'vitest';
import {
  firstSentence,
  LOCKED_SAMPLE_DATES,
  LOCKED_SAMPLE_DIET_ITEMS,
  LOCKED_SAMPLE_EXERCISE_ITEMS,
  SUCCESS_RATE_RANGE,
} from './plan.ts';

describe('firstSentence', () => {
  it.each([
    [
      'Drink about 2.1 litres a day, mostly water. Add more when hot.',
      'Drink about 2.1 litres a day, mostly water.',
    ],
    ['يُنصح بشرب نحو 2.1 لتر يوميًا. ويُضاف نصف لتر.', 'يُنصح بشرب نحو 2.1 لتر يوميًا.'],
    ['هل هذا واضح؟ نعم.', 'هل هذا واضح؟'],
    ['Stop! Then rest.', 'Stop!'],
    ['Is it? Yes.', 'Is it?'],
    ['No end mark at all', 'No end mark at all'],
    ['  Padded sentence.  Next.', 'Padded sentence.'],
    ['Folic acid 400 µg.', 'Folic acid 400 µg.'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});

it('states the locked preview limits and the 60-80 band', () => {
  expect([LOCKED_SAMPLE_DATES, LOCKED_SAMPLE_DIET_ITEMS, LOCKED_SAMPLE_EXERCISE_ITEMS]).toEqual([3, 2, 1]);
  expect(SUCCESS_RATE_RANGE).toEqual({ min: 60, max: 80 });
});

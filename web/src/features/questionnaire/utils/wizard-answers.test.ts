import { questionnaireDefaults, questionnaireDraftSchema } from '@nasl/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultWizardAnswers, readWizardAnswers, toDraftRequest } from './wizard-answers';

const TODAY = '2026-11-22';

describe('wizard answers', () => {
  it('start from the default answers, the last period today', () => {
    expect(defaultWizardAnswers(TODAY)).toEqual(questionnaireDefaults(TODAY));
    expect(defaultWizardAnswers(TODAY).lastPeriodDate).toBe(TODAY);
  });

  it('read a synced draft: missing answers keep the default, cleared ones stay empty', () => {
    const read = readWizardAnswers(
      { gender: 'girl', motherAge: null, cycleLength: 30, environmentalFactors: ['alcohol', 'smoking'] },
      defaultWizardAnswers(TODAY),
    );
    expect(read.gender).toBe('girl');
    expect(read.motherAge).toBeNull();
    expect(read.cycleLength).toBe(30);
    expect(read.fatherAge).toBe(32);
    expect(read.environmentalFactors).toEqual(['smoking', 'alcohol']);
  });

  it('read a draft saved before the period length was asked as the usual 5 days, and keep a saved one', () => {
    const older = readWizardAnswers({ cycleLength: 30 }, defaultWizardAnswers(TODAY));
    expect(older.periodLength).toBe(5);
    expect(readWizardAnswers({ periodLength: 7 }, defaultWizardAnswers(TODAY)).periodLength).toBe(7);
    expect(readWizardAnswers({ periodLength: 'seven' }, defaultWizardAnswers(TODAY)).periodLength).toBeNull();
    expect(toDraftRequest(5, older).answers.periodLength).toBe(5);
  });

  it('empty answers the wizard cannot show instead of keeping them', () => {
    const read = readWizardAnswers(
      {
        gender: 'twins',
        motherBloodType: 'C+',
        lastPeriodDate: '2026-02-30',
        motherWeight: 'heavy',
        environmentalFactors: ['noise', 'none'],
      },
      defaultWizardAnswers(TODAY),
    );
    expect(read).toMatchObject({
      gender: null,
      motherBloodType: null,
      lastPeriodDate: null,
      motherWeight: null,
      environmentalFactors: ['none'],
    });
    expect(readWizardAnswers('garbage', defaultWizardAnswers(TODAY))).toEqual(defaultWizardAnswers(TODAY));
  });

  it('are a valid draft for the API, even half-filled', () => {
    const halfFilled = { ...defaultWizardAnswers(TODAY), motherAge: 3, lastPeriodDate: null };
    const request = toDraftRequest(5, halfFilled);
    expect(v.safeParse(questionnaireDraftSchema, request).success).toBe(true);
    expect(request.answers).toEqual(halfFilled);
  });
});

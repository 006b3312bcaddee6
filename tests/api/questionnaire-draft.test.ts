import { describe, expect, it } from 'vitest';
import { addDays, questionnaireDefaults } from '@nasl/core';
import { Client, registeredClient, signedInClient } from '../support/http.ts';
import { today } from '../support/plans.ts';

type Draft = { step: number; answers: Record<string, unknown>; updatedAt: string | null };

describe('questionnaire drafts', () => {
  it('are empty at first, saved per person, and readable from another device', async () => {
    const { client, registration } = await registeredClient();
    const empty = await client.get<Draft>('/api/questionnaire/draft');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ step: 1, answers: {}, updatedAt: null });

    const saved = await client.put<Draft>('/api/questionnaire/draft', {
      step: 5,
      answers: {
        gender: 'girl',
        motherAge: 3,
        cycleLength: 27,
        periodLength: 6,
        environmentalFactors: ['none'],
        lastPeriodDate: null,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.step).toBe(5);
    expect(saved.body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const otherDevice = await signedInClient(registration);
    const read = await otherDevice.get<Draft>('/api/questionnaire/draft');
    expect(read.body).toMatchObject({
      step: 5,
      answers: { gender: 'girl', motherAge: 3, cycleLength: 27, periodLength: 6 },
    });

    const stranger = await registeredClient();
    expect((await stranger.client.get<Draft>('/api/questionnaire/draft')).body.updatedAt).toBeNull();
  });

  it('is cleared when the plan is generated', async () => {
    const { client } = await registeredClient();
    await client.put('/api/questionnaire/draft', { step: 17, answers: { gender: 'boy' } });
    const created = await client.post('/api/generate-plan', {
      ...questionnaireDefaults(today),
      lastPeriodDate: addDays(today, -3),
    });
    expect(created.status).toBe(201);
    expect((await client.get<Draft>('/api/questionnaire/draft')).body.updatedAt).toBeNull();
  });

  it('is refused for guests', async () => {
    expect((await new Client().get('/api/questionnaire/draft')).status).toBe(401);
    expect((await new Client().put('/api/questionnaire/draft', { step: 1, answers: {} })).status).toBe(401);
  });

  it.each([
    ['a step of 0', { step: 0, answers: {} }],
    ['a step of 18', { step: 18, answers: {} }],
    ['a fractional step', { step: 2.5, answers: {} }],
    ['no answers', { step: 2 }],
    ['an unknown field', { step: 2, answers: { isAdmin: true } }],
    ['a number as text field', { step: 2, answers: { gender: 7 } }],
    ['a period length as text', { step: 5, answers: { periodLength: '5' } }],
    ['a long text', { step: 2, answers: { gender: 'x'.repeat(500) } }],
    ['too many factors', { step: 2, answers: { environmentalFactors: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] } }],
  ])('refuses %s with 400 and keeps the previous draft', async (_, body) => {
    const { client } = await registeredClient();
    await client.put('/api/questionnaire/draft', { step: 3, answers: { gender: 'boy' } });
    const response = await client.put<{ message: string }>('/api/questionnaire/draft', body);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
    expect((await client.get<Draft>('/api/questionnaire/draft')).body).toMatchObject({
      step: 3,
      answers: { gender: 'boy' },
    });
  });
});

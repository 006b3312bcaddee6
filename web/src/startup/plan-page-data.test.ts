import { describe, expect, it } from 'vitest';
import { carriedAnswersIn, PLAN_PAGE_DATA_ID, planPageDataScript } from './plan-page-data';

describe('the data a server-rendered plan page carries', () => {
  it('is a JSON script that no text in the data can close or break', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c', text: 'سارة <b>' };
    const script = planPageDataScript(data);
    expect(script.startsWith(`<script type="application/json" id="${PLAN_PAGE_DATA_ID}">`)).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(data);
  });

  it('is read back from the page the worker receives: the session, the plan and its id', () => {
    const authStatus = { isAuthenticated: true, user: { id: 'u1', name: '</script>' } };
    const plan = { id: 'p1', locked: true, planData: { notices: [{ text: 'a < b' }] } };
    const page = `<html><body><div id="root"><p>x</p></div>${planPageDataScript({ authStatus, plan })}</body></html>`;
    expect(carriedAnswersIn(page)).toEqual({ authStatus, plan, planId: 'p1' });
  });

  it.each([
    ['a page without data', '<html><body><div id="root"></div></body></html>'],
    ['data that is not JSON', `<script type="application/json" id="${PLAN_PAGE_DATA_ID}">{nope</script>`],
    ['data without a plan id', planPageDataScript({ authStatus: { isAuthenticated: false }, plan: {} })],
    ['data without a session', planPageDataScript({ plan: { id: 'p1' } })],
    ['data that is not an object', planPageDataScript(['p1'])],
  ])('reads nothing from %s', (_label, page) => {
    expect(carriedAnswersIn(page)).toBeNull();
  });
});

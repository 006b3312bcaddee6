import { describe, expect, it } from 'vitest';
import { PLAN_PAGE_DATA_ID, planPageDataIn, planPageDataScript } from './plan-page-data';

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

  it('is read back from the page the worker receives, and nothing from a page without it', () => {
    const data = {
      authStatus: { isAuthenticated: false, user: null },
      plan: { id: 'p1', text: '</script>' },
    };
    const page = `<html><body><div id="root"><p>x</p></div>${planPageDataScript(data)}</body></html>`;
    expect(JSON.parse(planPageDataIn(page)!)).toEqual(data);
    expect(planPageDataIn('<html><body><div id="root"></div></body></html>')).toBeNull();
  });
});

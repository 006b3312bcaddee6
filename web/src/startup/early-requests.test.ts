import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from '@/lib/api/early-answers';
import { startEarlyRequests } from './early-requests';

function requestedPaths(pathname: string, search: string, language: 'ar' | 'en' = 'ar') {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({})));
  vi.stubGlobal('fetch', fetchMock);
  startEarlyRequests({ pathname, search }, language);
  const requested = fetchMock.mock.calls.map(([path]) => String(path));
  // Each early answer is taken once; taking them leaves the next test a clean slate.
  for (const path of requested) void takeEarlyAnswer('GET', path);
  return { requested, inits: fetchMock.mock.calls.map(([, init]) => init) };
}

describe('startEarlyRequests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks who is signed in on every page, in the page language', () => {
    const { requested, inits } = requestedPaths('/', '', 'en');
    expect(requested).toEqual(['/api/auth/me']);
    expect(inits[0]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { 'Accept-Language': 'en' },
    });
  });

  it('asks for the counts on the dashboard tabs that show them, and only there', () => {
    expect(requestedPaths('/admin', '').requested).toEqual(['/api/auth/me', '/api/admin/overview']);
    expect(requestedPaths('/admin', '?tab=payments').requested).toContain('/api/admin/overview');
    expect(requestedPaths('/admin', '?tab=users').requested).toEqual(['/api/auth/me']);
    expect(requestedPaths('/profile', '?tab=overview').requested).toEqual(['/api/auth/me']);
  });

  it('asks for the plan a plan page names, by the address the page reads', () => {
    expect(requestedPaths('/plan-preview', '?id=abc%2F1').requested).toEqual([
      '/api/auth/me',
      '/api/plans/abc%2F1',
    ]);
    expect(requestedPaths('/results', '?plan_id=p2').requested).toContain('/api/plans/p2');
    // `plan_id` names a plan on /results only, as the page itself reads it.
    expect(requestedPaths('/plan-preview', '?plan_id=p2').requested).toEqual(['/api/auth/me']);
    expect(requestedPaths('/plan-preview', '?id=%20%20').requested).toEqual(['/api/auth/me']);
    expect(requestedPaths('/questionnaire', '?id=p3').requested).toEqual(['/api/auth/me']);
  });
});

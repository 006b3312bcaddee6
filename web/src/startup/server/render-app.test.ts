import {
  questionnaireDefaults,
  type AuthStatus,
  type PartnerPlan,
  type PlanAnswer,
  type PlanDetails,
} from '@nasl/core';
import { describe, expect, it, vi } from 'vitest';
import { PRERENDERED_LANGUAGE } from '@/config/routes';
import { planQueryKey } from '@/hooks/use-plan';
import { serverToday } from '@/lib/device/device-date';
import { lockedPlanFixture, planFixture } from '@/lib/plan/plan-fixture';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';
import { createQueryClient } from '@/lib/api/query-client';
import arPlan from '@/locales/ar/plan.json';
import { createPageStyles, pageParts, renderMarkup } from './render-app';

// Set by Vite's define in a build; the footer shows it until the page has hydrated.
vi.stubGlobal('__BUILD_YEAR__', 2026);

function personWithPlan(name: string, notice: string) {
  const authStatus: AuthStatus = {
    isAuthenticated: true,
    user: {
      id: `user-${name}`,
      name: `${name[0]!.toUpperCase()}${name.slice(1)}`,
      email: `${name}@example.com`,
      phone: null,
      isAdmin: false,
      isSubscribed: false,
      gender: 'female',
      emailVerified: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      myPlan: null,
    },
  };
  const plan: PlanDetails = {
    id: `plan-${name}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    isPaid: false,
    paymentStatus: 'pending',
    formData: questionnaireDefaults('2026-11-14'),
    cycleEvents: [],
    locked: true,
    planData: { ...lockedPlanFixture(), notices: [{ level: 'warning', text: notice }] },
  };
  return { authStatus, plan };
}

/** What the function does for one request (server/plan-page.tsx), without the document around it. */
async function renderFor(
  { authStatus, plan }: { authStatus: AuthStatus; plan: PlanAnswer },
  path = '/plan-preview',
): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(authStatusQueryKey, authStatus);
  client.setQueryData(planQueryKey(plan.id, PRERENDERED_LANGUAGE), plan);
  const styles = createPageStyles();
  const location = `${path}?id=${plan.id}`;
  return pageParts(await renderMarkup({ location, cache: styles.cache, client }), styles, location).html;
}

// The first render transforms the whole app's modules (every page, MUI, the locales) on first import,
// which takes a good part of a minute on a busy 2-core machine.
const FIRST_RENDER_TIMEOUT_MS = 90_000;

describe('a server render of the plan preview', () => {
  it(
    'renders people side by side, each page with their own plan and no one else’s',
    { timeout: FIRST_RENDER_TIMEOUT_MS },
    async () => {
      const people = ['hala', 'mona', 'rana', 'sara'].map((name) =>
        personWithPlan(name, `Notice for ${name}.`),
      );
      const pages = await Promise.all([...people, ...people].map((person) => renderFor(person)));
      pages.forEach((html, index) => {
        const own = people[index % people.length]!;
        // The header greets the person by name; the preview shows their plan's notice and unlocks their plan.
        expect(html).toContain(own.authStatus.user!.name);
        expect(html).toContain(own.plan.planData.notices[0]!.text);
        expect(html).toContain(`/checkout?plan_id=${own.plan.id}`);
        for (const other of people.filter((person) => person !== own)) {
          expect(html).not.toContain(other.authStatus.user!.name);
          expect(html).not.toContain(other.plan.planData.notices[0]!.text);
          expect(html).not.toContain(other.plan.id);
        }
      });
    },
  );
});

describe('a server render of /results', () => {
  it(
    "renders her paid plan whole, today's card and her cycle panel included, on the plans' calendar",
    { timeout: FIRST_RENDER_TIMEOUT_MS },
    async () => {
      const { authStatus, plan } = personWithPlan('hala', 'Notice for hala.');
      const paid: PlanDetails = {
        ...plan,
        formData: {
          ...questionnaireDefaults('2026-11-14'),
          cycleLength: 28,
          periodLength: 5,
          lastPeriodDate: '2026-11-14',
        },
        isPaid: true,
        paymentStatus: 'completed',
        locked: false,
        planData: {
          ...planFixture({ start: serverToday() }),
          notices: [{ level: 'warning', text: 'Paid.' }],
        },
      };
      const html = await renderFor({ authStatus, plan: paid }, '/results');
      expect(html).toContain(arPlan.full.title);
      expect(html).toContain('Paid.');
      expect(html).toContain(arPlan.cycle.today.heading);
      expect(html).toContain(arPlan.cycle.title);
      expect(html).not.toContain('aria-busy="true"');
    },
  );

  it('renders his view of the plan she shared', { timeout: FIRST_RENDER_TIMEOUT_MS }, async () => {
    const { authStatus } = personWithPlan('omar', 'unused');
    const partner: PartnerPlan = {
      id: 'plan-shared',
      createdAt: '2026-11-20T10:00:00.000Z',
      view: 'partner',
      ownerName: 'Hala',
      planData: {
        gender: 'boy',
        days: [],
        position: 'The position advice.',
        evidenceNote: 'The evidence note.',
        lifestyle: { recommended: ['Keep cool.'], limit: [] },
        pregnancy: null,
      },
    };
    const html = await renderFor({ authStatus, plan: partner }, '/results');
    expect(html).toContain('Hala');
    expect(html).toContain('The position advice.');
    expect(html).toContain(arPlan.cycle.today.heading);
  });
});

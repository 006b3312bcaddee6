import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, deleteDoc, collection, getDocs } from 'firebase/firestore';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-nasl-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/alice'), { name: 'Alice', isAdmin: false });
    await setDoc(doc(db, 'users/bob'), { name: 'Bob', isAdmin: false });
    await setDoc(doc(db, 'users/admin'), { name: 'Admin', isAdmin: true });
    await setDoc(doc(db, 'questionnaires/q-alice'), { userId: 'alice', gender: 'girl' });
    await setDoc(doc(db, 'plans/alice-unpaid'), { userId: 'alice', isPaid: false, planData: {} });
    await setDoc(doc(db, 'plans/alice-paid'), {
      userId: 'alice',
      isPaid: true,
      planData: {},
      partner: { uid: 'bob' },
    });
    await setDoc(doc(db, 'questionnaireDrafts/alice'), { answers: { gender: 'girl' }, step: 3 });
    await setDoc(doc(db, 'rateLimits/x'), { count: 1 });
    await setDoc(doc(db, 'partnerInvites/i1'), { planId: 'alice-paid', ownerId: 'alice' });
    await setDoc(doc(db, 'calendarFeeds/alice-paid'), { userId: 'alice', token: 'secret' });
    await setDoc(doc(db, 'reminders/alice-paid'), { userId: 'alice', enabled: true });
    await setDoc(doc(db, 'pushSubscriptions/s1'), { userId: 'alice', endpoint: 'https://push.example/x' });
    await setDoc(doc(db, 'payments/p1'), { userId: 'alice', planId: 'alice-paid' });
    await setDoc(doc(db, 'adminAudit/a1'), { action: 'grant-admin', actorId: 'admin', targetUserId: 'bob' });
    await setDoc(doc(db, 'statsDays/2025-06-01_0'), { date: '2025-06-01', shard: 0, signUps: 3 });
    await setDoc(doc(db, 'statsTotals/0'), { shard: 0, users: 3 });
  });
});

const as = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();

describe('users', () => {
  it('alice reads her own user document, not bob’s; anonymous reads none', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(getDoc(doc(as('alice'), 'users/bob')));
    await assertFails(getDoc(doc(as(null), 'users/alice')));
  });
  it('admins read any user; nobody lists users except admins', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'users/bob')));
    await assertFails(getDocs(collection(as('alice'), 'users')));
  });
  it('no client writes, not even to make oneself admin', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'users/alice'), { isAdmin: true }));
    await assertFails(setDoc(doc(as('alice'), 'users/mallory'), { isAdmin: true }));
    await assertFails(deleteDoc(doc(as('admin'), 'users/bob')));
  });
});

describe('questionnaires', () => {
  it('the owner and admins read; bob and anonymous do not; nobody writes', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'questionnaires/q-alice')));
    await assertSucceeds(getDoc(doc(as('admin'), 'questionnaires/q-alice')));
    await assertFails(getDoc(doc(as('bob'), 'questionnaires/q-alice')));
    await assertFails(getDoc(doc(as(null), 'questionnaires/q-alice')));
    await assertFails(setDoc(doc(as('alice'), 'questionnaires/q-new'), { userId: 'alice' }));
  });
});

describe('plans', () => {
  it('the owner reads a full plan only once it is paid', async () => {
    await assertFails(getDoc(doc(as('alice'), 'plans/alice-unpaid')));
    await assertSucceeds(getDoc(doc(as('alice'), 'plans/alice-paid')));
  });
  it('admins read any plan; bob and anonymous none', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'plans/alice-unpaid')));
    await assertFails(getDoc(doc(as('bob'), 'plans/alice-paid')));
    await assertFails(getDoc(doc(as(null), 'plans/alice-paid')));
  });
  it('her partner does not read the plan document (its answers are hers): the API gives him his view', async () => {
    await assertFails(getDoc(doc(as('bob'), 'plans/alice-paid')));
  });
  it('nobody marks a plan paid from a client', async () => {
    await assertFails(updateDoc(doc(as('alice'), 'plans/alice-unpaid'), { isPaid: true }));
    await assertFails(updateDoc(doc(as('admin'), 'plans/alice-unpaid'), { isPaid: true }));
  });
});

describe('what a plan shares', () => {
  it.each(['partnerInvites/i1', 'calendarFeeds/alice-paid', 'reminders/alice-paid', 'pushSubscriptions/s1'])(
    '%s: nobody reads or writes it from a client, not its owner, her partner nor an admin',
    async (path) => {
      for (const uid of ['alice', 'bob', 'admin', null]) {
        await assertFails(getDoc(doc(as(uid), path)));
        await assertFails(setDoc(doc(as(uid), path), { userId: 'alice' }));
      }
    },
  );
});

describe('payments and everything else', () => {
  it('only admins read payments; nobody writes', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'payments/p1')));
    await assertFails(getDoc(doc(as('alice'), 'payments/p1')));
    await assertFails(setDoc(doc(as('admin'), 'payments/p2'), { amount: 1 }));
  });
  it('only admins read the audit log; nobody writes it', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'adminAudit/a1')));
    await assertFails(getDoc(doc(as('bob'), 'adminAudit/a1')));
    await assertFails(setDoc(doc(as('admin'), 'adminAudit/a2'), { action: 'delete-user' }));
  });
  it('only admins read the dashboard figures; nobody writes them', async () => {
    for (const path of ['statsDays/2025-06-01_0', 'statsTotals/0']) {
      await assertSucceeds(getDoc(doc(as('admin'), path)));
      await assertFails(getDoc(doc(as('alice'), path)));
      await assertFails(getDoc(doc(as(null), path)));
      await assertFails(setDoc(doc(as('admin'), path), { signUps: 1000, users: 1000 }));
    }
  });
  it('unnamed collections are closed', async () => {
    await assertFails(getDoc(doc(as('admin'), 'rateLimits/x')));
    await assertFails(setDoc(doc(as('alice'), 'anything/x'), { a: 1 }));
  });
});

/**
 * Every `match` of the rules, read and written as each role: alice owns the documents, bob is another
 * signed-in person, admin is an admin, null is a guest. Written out by hand from the policy (who may read
 * what), not derived from the rules file.
 */
const READERS: Record<string, readonly (string | null)[]> = {
  'users/alice': ['alice', 'admin'],
  'questionnaires/q-alice': ['alice', 'admin'],
  'plans/alice-paid': ['alice', 'admin'],
  'plans/alice-unpaid': ['admin'],
  'questionnaireDrafts/alice': ['alice'],
  'payments/p1': ['admin'],
  'adminAudit/a1': ['admin'],
  'partnerInvites/i1': [],
  'calendarFeeds/alice-paid': [],
  'reminders/alice-paid': [],
  'pushSubscriptions/s1': [],
  'statsDays/2025-06-01_0': ['admin'],
  'statsTotals/0': ['admin'],
  'rateLimits/x': [],
};
const ROLES = ['alice', 'bob', 'admin', null] as const;

describe('every match, for the owner, another person, an admin and a guest', () => {
  for (const [path, readers] of Object.entries(READERS)) {
    for (const role of ROLES) {
      const may = readers.includes(role);
      it(`${role ?? 'a guest'} ${may ? 'reads' : 'does not read'} ${path}, and writes nothing there`, async () => {
        const reference = doc(as(role), path);
        await (may ? assertSucceeds(getDoc(reference)) : assertFails(getDoc(reference)));
        await assertFails(setDoc(reference, { userId: role ?? 'guest' }));
        await assertFails(updateDoc(reference, { touched: true }));
        await assertFails(deleteDoc(reference));
      });
    }
  }
});

describe('questionnaire drafts', () => {
  it('the owner reads her draft; bob, admins and guests do not; nobody writes one from a client', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'questionnaireDrafts/alice')));
    await assertFails(getDoc(doc(as('bob'), 'questionnaireDrafts/alice')));
    await assertFails(getDoc(doc(as('admin'), 'questionnaireDrafts/alice')));
    await assertFails(getDoc(doc(as(null), 'questionnaireDrafts/alice')));
    await assertFails(setDoc(doc(as('bob'), 'questionnaireDrafts/bob'), { answers: {} }));
  });
});

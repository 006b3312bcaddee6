import { FieldPath, FieldValue, Firestore, type Transaction } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreStandIn, type FirestoreStandIn } from './firestore-standin.ts';
import { freePorts } from './ports.ts';

let standIn: FirestoreStandIn;
let firestore: Firestore;

beforeAll(async () => {
  const { firestore: port } = await freePorts(['firestore'] as const);
  standIn = await startFirestoreStandIn(port);
  firestore = new Firestore({
    projectId: 'demo-standin-test',
    host: '127.0.0.1',
    port,
    ssl: false,
    customHeaders: { Authorization: 'Bearer owner' },
  });
});

afterAll(async () => {
  await firestore.terminate();
  standIn.stop();
});

/** Resolves once `count` callers have arrived: holds transactions until all of them have read. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const allHere = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === count) release();
    await allHere;
  };
}

describe('transactions on the Firestore stand-in', () => {
  it('keeps both changes when two transactions read and rewrite the same document at once', async () => {
    const ref = firestore.doc('counters/concurrent');
    await ref.set({ names: [] });
    const bothHaveRead = barrier(2);
    const attempts: Record<string, number> = { first: 0, second: 0 };
    const addName = (name: string) =>
      firestore.runTransaction(async (transaction: Transaction) => {
        attempts[name]! += 1;
        const names = ((await transaction.get(ref)).get('names') as string[]) ?? [];
        await bothHaveRead();
        transaction.update(ref, { names: [...names, name] });
      });
    await Promise.all([addName('first'), addName('second')]);
    expect(((await ref.get()).get('names') as string[]).sort()).toEqual(['first', 'second']);
    // One of the two lost the race and ran again with what the other wrote.
    expect(attempts.first! + attempts.second!).toBe(3);
  });

  it('runs a transaction again when a plain write changes what it read', async () => {
    const ref = firestore.doc('counters/plain-write');
    await ref.set({ count: 1, note: '' });
    let attempts = 0;
    await firestore.runTransaction(async (transaction: Transaction) => {
      attempts += 1;
      const count = (await transaction.get(ref)).get('count') as number;
      if (attempts === 1) await ref.update({ note: 'written meanwhile' });
      transaction.update(ref, { count: count + 1 });
    });
    expect((await ref.get()).data()).toEqual({ count: 2, note: 'written meanwhile' });
    expect(attempts).toBe(2);
  });

  it('commits at once when nothing it read has changed, and reads in a query count too', async () => {
    const ref = firestore.doc('counters/alone');
    await ref.set({ count: 1, kind: 'alone' });
    let attempts = 0;
    await firestore.runTransaction(async (transaction: Transaction) => {
      attempts += 1;
      const [found] = (await transaction.get(firestore.collection('counters').where('kind', '==', 'alone')))
        .docs;
      transaction.update(ref, { count: (found!.get('count') as number) + 1 });
    });
    expect((await ref.get()).get('count')).toBe(2);
    expect(attempts).toBe(1);

    let queryAttempts = 0;
    await firestore.runTransaction(async (transaction: Transaction) => {
      queryAttempts += 1;
      const [found] = (await transaction.get(firestore.collection('counters').where('kind', '==', 'alone')))
        .docs;
      if (queryAttempts === 1) await ref.update({ count: 10 });
      transaction.update(ref, { count: (found!.get('count') as number) + 1 });
    });
    expect((await ref.get()).get('count')).toBe(11);
    expect(queryAttempts).toBe(2);
  });

  it('runs again a transaction that read several documents by one query when one of them changes', async () => {
    const [first, second] = [firestore.doc('pairs/first'), firestore.doc('pairs/second')];
    await Promise.all([first.set({ kind: 'pair', count: 1 }), second.set({ kind: 'pair', count: 1 })]);
    let attempts = 0;
    await firestore.runTransaction(async (transaction: Transaction) => {
      attempts += 1;
      const { docs } = await transaction.get(firestore.collection('pairs').where('kind', '==', 'pair'));
      if (attempts === 1) await second.update({ count: 5 });
      const total = docs.reduce((sum, doc) => sum + (doc.get('count') as number), 0);
      transaction.update(first, { total });
    });
    expect((await first.get()).get('total')).toBe(6);
    expect(attempts).toBe(2);
  });

  it('leaves a transaction that throws without any write', async () => {
    const ref = firestore.doc('counters/rolled-back');
    await ref.set({ count: 1 });
    await expect(
      firestore.runTransaction(async (transaction: Transaction) => {
        await transaction.get(ref);
        transaction.update(ref, { count: 99 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('count')).toBe(1);
  });
});

describe('indexes on the Firestore stand-in', () => {
  it('refuses a query whose composite index firestore.indexes.json does not declare, as Firestore does', async () => {
    await firestore.doc('users/indexed').set({ email: 'a@example.com', createdAt: 1 });
    const unindexed = firestore
      .collection('users')
      .where('email', '==', 'a@example.com')
      .orderBy('createdAt');
    await expect(unindexed.get()).rejects.toMatchObject({ code: 9 });
    await expect(unindexed.count().get()).rejects.toMatchObject({ code: 9 });
  });

  it('answers a query whose index is declared, and one that single-field indexes serve', async () => {
    await firestore.doc('plans/indexed').set({ userId: 'u1', createdAt: 1 });
    const declared = firestore.collection('plans').where('userId', '==', 'u1').orderBy('createdAt', 'desc');
    expect((await declared.get()).size).toBe(1);
    expect((await firestore.collection('plans').where('userId', '==', 'u1').get()).size).toBe(1);
  });
});

describe('writes on the Firestore stand-in, as Firestore applies them', () => {
  it('deletes a field an update removes, at the top level and inside a map', async () => {
    const ref = firestore.doc('writes/deletes');
    await ref.set({ keep: 1, gone: 2, map: { a: 1, b: 2 }, 'dotted.name': 3 });
    await ref.update({ gone: FieldValue.delete(), 'map.a': FieldValue.delete() });
    await ref.update(new FieldPath('dotted.name'), FieldValue.delete());
    expect((await ref.get()).data()).toEqual({ keep: 1, map: { b: 2 } });
  });

  it('deletes a field a set with merge removes', async () => {
    const ref = firestore.doc('writes/sets');
    await ref.set({ a: 1, b: 2 });
    await ref.set({ c: 4, a: FieldValue.delete() }, { merge: true });
    expect((await ref.get()).data()).toEqual({ b: 2, c: 4 });
  });

  it('filters on a field inside a map', async () => {
    await firestore.doc('nested/a').set({ partner: { uid: 'h1' } });
    await firestore.doc('nested/b').set({ partner: { uid: 'h2' } });
    await firestore.doc('nested/c').set({ other: 1 });
    const found = await firestore.collection('nested').where('partner.uid', '==', 'h1').get();
    expect(found.docs.map((doc) => doc.id)).toEqual(['a']);
  });

  it('deletes inside a transaction too', async () => {
    const ref = firestore.doc('writes/transaction');
    await ref.set({ partner: { uid: 'x' }, other: true });
    await firestore.runTransaction(async (transaction) => {
      await transaction.get(ref);
      transaction.update(ref, { partner: FieldValue.delete() });
    });
    expect((await ref.get()).data()).toEqual({ other: true });
  });
});

describe('projections on the Firestore stand-in', () => {
  it('answers only the fields a field mask or a select names, as Firestore does', async () => {
    const ref = firestore.doc('projected/one');
    await ref.set({ kept: 1, alsoKept: 'yes', content: 'x'.repeat(10_000) });
    const [masked] = await firestore.getAll(ref, { fieldMask: ['kept', 'alsoKept'] });
    expect(masked!.data()).toEqual({ kept: 1, alsoKept: 'yes' });
    const selected = await firestore.collection('projected').select('kept').get();
    expect(selected.docs[0]!.data()).toEqual({ kept: 1 });
    expect((await ref.get()).get('content')).toHaveLength(10_000);
  });

  it('adds increments to a merged document in a transaction, creating it the first time', async () => {
    const ref = firestore.doc('projected/counter');
    for (let round = 0; round < 3; round += 1) {
      await firestore.runTransaction(async (transaction: Transaction) => {
        transaction.set(ref, { day: '2025-06-01', count: FieldValue.increment(2) }, { merge: true });
      });
    }
    expect((await ref.get()).data()).toEqual({ day: '2025-06-01', count: 6 });
  });
});

describe('listCollections on the Firestore stand-in', () => {
  it('names the collections that hold a document, at the root and under a document', async () => {
    await firestore.doc('listedA/one').set({ n: 1 });
    await firestore.doc('listedB/two').set({ n: 2 });
    await firestore.doc('listedB/two/inner/three').set({ n: 3 });
    await firestore.doc('listedEmptied/gone').set({ n: 4 });
    await firestore.doc('listedEmptied/gone').delete();
    const root = (await firestore.listCollections()).map((collection) => collection.id);
    expect(root).toEqual(expect.arrayContaining(['listedA', 'listedB']));
    expect(root).not.toContain('listedEmptied');
    const inner = await firestore.doc('listedB/two').listCollections();
    expect(inner.map((collection) => collection.id)).toEqual(['inner']);
  });
});

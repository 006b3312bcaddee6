import { describe, expect, it } from 'vitest';
import { missingIndex, type CompositeIndex, type QueryShape } from './firestore-indexes.ts';

const query = (shape: Partial<QueryShape>): QueryShape => ({
  collection: 'plans',
  collectionGroup: false,
  equalities: [],
  ranges: [],
  orders: [],
  ...shape,
});
const userPlans: CompositeIndex = {
  collectionGroup: 'plans',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'userId', order: 'ASCENDING' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ],
};
const byUser = { fieldPath: 'userId', array: false };
const newestFirst = { fieldPath: 'createdAt', descending: true };

describe('the composite index a query needs', () => {
  it('needs none for equality filters alone, or one order or range without equality', () => {
    expect(
      missingIndex(query({ equalities: [byUser, { fieldPath: 'isPaid', array: false }] }), []),
    ).toBeUndefined();
    expect(missingIndex(query({ orders: [newestFirst] }), [])).toBeUndefined();
    expect(missingIndex(query({ ranges: ['createdAt'] }), [])).toBeUndefined();
  });

  it('needs one for an equality with an order on another field, and finds it declared', () => {
    const shape = query({ equalities: [byUser], orders: [newestFirst] });
    expect(missingIndex(shape, [])).toBe('plans (COLLECTION): userId ASC, createdAt DESC');
    expect(missingIndex(shape, [userPlans])).toBeUndefined();
  });

  it('ignores the document-id tie-break and drops orders on fields held equal; reads no index backwards', () => {
    expect(
      missingIndex(query({ equalities: [byUser], orders: [{ fieldPath: 'createdAt', descending: false }] }), [
        userPlans,
      ]),
    ).toBe('plans (COLLECTION): userId ASC, createdAt ASC');
    expect(
      missingIndex(
        query({
          equalities: [byUser],
          orders: [
            { fieldPath: 'userId', descending: false },
            newestFirst,
            { fieldPath: '__name__', descending: true },
          ],
        }),
        [userPlans],
      ),
    ).toBeUndefined();
  });

  it('does not take an index of another collection, scope, field order or direction', () => {
    const shape = query({ equalities: [byUser], orders: [newestFirst] });
    expect(missingIndex({ ...shape, collection: 'questionnaires' }, [userPlans])).toBeDefined();
    expect(missingIndex({ ...shape, collectionGroup: true }, [userPlans])).toBeDefined();
    const mixed = query({
      equalities: [byUser],
      orders: [newestFirst, { fieldPath: 'paidAt', descending: true }],
    });
    const wrongDirection: CompositeIndex = {
      collectionGroup: 'plans',
      fields: [
        { fieldPath: 'userId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: 'paidAt', order: 'ASCENDING' },
      ],
    };
    expect(missingIndex(mixed, [wrongDirection])).toBe(
      'plans (COLLECTION): userId ASC, createdAt DESC, paidAt DESC',
    );
  });

  it('needs one for an equality with a range on another field, ordered by that field', () => {
    const shape = query({ equalities: [byUser], ranges: ['createdAt'] });
    expect(missingIndex(shape, [userPlans])).toBe('plans (COLLECTION): userId ASC, createdAt ASC');
    expect(
      missingIndex(shape, [
        { ...userPlans, fields: [userPlans.fields[0]!, { fieldPath: 'createdAt', order: 'ASCENDING' }] },
      ]),
    ).toBeUndefined();
  });

  it('needs an array-contains field declared with arrayConfig', () => {
    const shape = query({
      collection: 'users',
      equalities: [{ fieldPath: 'searchTokens', array: true }],
      orders: [newestFirst],
    });
    const asOrdered: CompositeIndex = {
      collectionGroup: 'users',
      fields: [
        { fieldPath: 'searchTokens', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    };
    expect(missingIndex(shape, [asOrdered])).toBe(
      'users (COLLECTION): searchTokens CONTAINS, createdAt DESC',
    );
    const asArray: CompositeIndex = {
      collectionGroup: 'users',
      fields: [
        { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    };
    expect(missingIndex(shape, [asArray])).toBeUndefined();
  });
});

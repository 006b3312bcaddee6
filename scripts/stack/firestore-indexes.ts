/**
 * Which composite index a Firestore query needs, and whether `firestore.indexes.json` declares it. The
 * stand-in answers every query, indexed or not; production refuses one without its index
 * (FAILED_PRECONDITION, "The query requires an index"). The stand-in asks this before it answers, so a
 * query the API makes without its index fails the tests, not the first request in production.
 *
 * Firestore's own rules: equality filters alone are served by merging single-field indexes, and so is one
 * order or range on one field without equality filters. Anything else (equality filters with an order or a
 * range on another field, or several orders) needs a composite index whose fields start with the equality
 * fields, in any order, and go on with the order fields in their order and direction (checked as
 * declared, not reversed: stricter than Firestore may be, never looser).
 */
import { readFileSync } from 'node:fs';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** A query as the stand-in sees it, reduced to what decides its index. */
export interface QueryShape {
  collection: string;
  collectionGroup: boolean;
  /** Fields compared with `==`, `in`, `array-contains`, `array-contains-any` or `is null`. */
  equalities: { fieldPath: string; array: boolean }[];
  /** Fields compared with `<`, `<=`, `>`, `>=`, `!=`, `not-in` or `is not null`. */
  ranges: string[];
  orders: { fieldPath: string; descending: boolean }[];
}

const DOCUMENT_ID = '__name__';

export function readIndexes(file: string): CompositeIndex[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { indexes: CompositeIndex[] }).indexes;
}

/** The order the query's results follow: its orders, then any range field without one (ascending). */
function sortFields(query: QueryShape) {
  const orders = query.orders.filter((order) => order.fieldPath !== DOCUMENT_ID);
  for (const field of query.ranges) {
    if (!orders.some((order) => order.fieldPath === field))
      orders.push({ fieldPath: field, descending: false });
  }
  return orders;
}

/** Undefined when single-field indexes serve the query or a declared index does; else the index it needs. */
export function missingIndex(query: QueryShape, indexes: readonly CompositeIndex[]): string | undefined {
  // An order on a field held equal changes nothing, and Firestore drops it.
  const { equalities } = query;
  const orders = sortFields(query).filter(
    (order) => !equalities.some((equality) => equality.fieldPath === order.fieldPath),
  );
  if (orders.length === 0) return undefined;
  if (orders.length === 1 && equalities.length === 0) return undefined;

  const scope = query.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION';
  const serves = (index: CompositeIndex) => {
    if (index.collectionGroup !== query.collection || (index.queryScope ?? 'COLLECTION') !== scope)
      return false;
    const fields = index.fields.filter((field) => field.fieldPath !== DOCUMENT_ID);
    if (fields.length !== equalities.length + orders.length) return false;
    const prefix = fields.slice(0, equalities.length);
    const prefixServes = equalities.every((equality) =>
      prefix.some(
        (field) =>
          field.fieldPath === equality.fieldPath &&
          (equality.array ? field.arrayConfig === 'CONTAINS' : field.arrayConfig === undefined),
      ),
    );
    const rest = fields.slice(equalities.length);
    const inOrder = orders.every(
      (order, position) =>
        rest[position]?.fieldPath === order.fieldPath &&
        (rest[position]?.order === 'DESCENDING') === order.descending,
    );
    return prefixServes && inOrder;
  };
  if (indexes.some(serves)) return undefined;
  const wanted = [
    ...equalities.map((equality) => `${equality.fieldPath}${equality.array ? ' CONTAINS' : ' ASC'}`),
    ...orders.map((order) => `${order.fieldPath} ${order.descending ? 'DESC' : 'ASC'}`),
  ];
  return `${query.collection} (${scope}): ${wanted.join(', ')}`;
}

/** The operators of Firestore's v1 protocol, by number. */
const EQUALITY_OPERATORS = new Set([5, 7, 8, 9]); // EQUAL, ARRAY_CONTAINS, IN, ARRAY_CONTAINS_ANY
const ARRAY_OPERATORS = new Set([7, 9]);
const RANGE_OPERATORS = new Set([1, 2, 3, 4, 6, 10]); // <, <=, >, >=, !=, NOT_IN
const UNARY_EQUALITIES = new Set([2, 3]); // IS_NAN, IS_NULL; IS_NOT_NAN and IS_NOT_NULL are ranges

interface ProtoFilter {
  composite_filter?: { filters?: ProtoFilter[] };
  field_filter?: { field?: { field_path?: string }; op?: number };
  unary_filter?: { field?: { field_path?: string }; op?: number };
}

export interface ProtoQuery {
  from?: { collection_id?: string; all_descendants?: boolean }[];
  where?: ProtoFilter;
  order_by?: { field?: { field_path?: string }; direction?: number }[];
}

/** A v1 StructuredQuery (as `toObject()` gives it) reduced to its shape. */
export function shapeOf(query: ProtoQuery): QueryShape {
  const shape: QueryShape = {
    collection: query.from?.[0]?.collection_id ?? '',
    collectionGroup: query.from?.[0]?.all_descendants === true,
    equalities: [],
    ranges: [],
    orders: (query.order_by ?? []).map((order) => ({
      fieldPath: order.field?.field_path ?? '',
      descending: order.direction === 2,
    })),
  };
  const visit = (filter: ProtoFilter | undefined) => {
    if (!filter) return;
    for (const inner of filter.composite_filter?.filters ?? []) visit(inner);
    const field = filter.field_filter ?? filter.unary_filter;
    const fieldPath = field?.field?.field_path;
    if (!field || fieldPath === undefined) return;
    const op = field.op ?? 0;
    const equality = filter.field_filter ? EQUALITY_OPERATORS.has(op) : UNARY_EQUALITIES.has(op);
    if (equality)
      shape.equalities.push({ fieldPath, array: Boolean(filter.field_filter) && ARRAY_OPERATORS.has(op) });
    else if (!filter.field_filter || RANGE_OPERATORS.has(op)) shape.ranges.push(fieldPath);
  };
  visit(query.where);
  return shape;
}

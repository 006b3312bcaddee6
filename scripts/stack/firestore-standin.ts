/**
 * The Firestore stand-in (@firestore-emulator/server, gRPC) with optional snapshots to a JSON file,
 * since the stand-in itself keeps data only in memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FirestoreServer } from '@firestore-emulator/server';
import { createRequire } from 'node:module';
import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import {
  StructuredQuery,
  StructuredQueryDirection,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';

interface SnapshotDocument {
  path: string;
  fields: Record<string, ReturnType<Value['toObject']>>;
}

export interface FirestoreStandIn {
  port: number;
  save(file: string): number;
  stop(): void;
}

type FirestoreState = FirestoreServer['state'];
type StateDocument = ReturnType<FirestoreState['getDocument']>;
type StateCollection = ReturnType<StateDocument['getCollection']>;

function collectDocuments(collection: StateCollection, into: SnapshotDocument[]): void {
  for (const document of collection.getAllDocuments()) {
    if (document.metadata.hasExist) {
      const v1 = document.toV1DocumentObject();
      into.push({ path: document.getPath(), fields: (v1.fields ?? {}) as SnapshotDocument['fields'] });
    }
    const json = document.toJSON();
    for (const name of Object.keys(json.collections)) collectDocuments(document.getCollection(name), into);
  }
}

function allDocuments(state: FirestoreState): SnapshotDocument[] {
  const documents: SnapshotDocument[] = [];
  const json = state.toJSON();
  for (const [projectName, project] of Object.entries(json.projects)) {
    for (const [databaseName, database] of Object.entries(project.databases)) {
      for (const collectionName of Object.keys(database.collections)) {
        collectDocuments(
          state.getProject(projectName).getDatabase(databaseName).getCollection(collectionName),
          documents,
        );
      }
    }
  }
  return documents;
}

/**
 * The stand-in adds each new document by copying its collection's whole map through immer, so writes get
 * slower as a collection grows (seconds per batch at 10,000 users). Local tooling only: switch immer's
 * auto-freeze off and add new documents in place. The stand-in's own behaviour is otherwise unchanged.
 */
function speedUpDocumentInserts(server: FirestoreServer): void {
  const require = createRequire(require_resolve_base());
  (require('immer') as { setAutoFreeze(value: boolean): void }).setAutoFreeze(false);
  const probeCollection = server.state.getCollection('projects/_probe/databases/(default)/documents/_probe');
  const collectionPrototype = Object.getPrototypeOf(probeCollection) as {
    getDocument(this: PatchedCollection, name: string): unknown;
  };
  const DocumentClass = (probeCollection.getDocument('_probe') as object).constructor as new (
    ...args: unknown[]
  ) => unknown;
  collectionPrototype.getDocument = function getDocument(this: PatchedCollection, name: string) {
    let document = this.documents[name];
    if (!document) {
      if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
      document = new DocumentClass(this.emitter, this.database, this, name, {}, {});
      this.documents[name] = document;
    }
    return document;
  };
  server.state.clear();
}

interface PatchedCollection {
  documents: Record<string, unknown>;
  emitter: unknown;
  database: unknown;
}

type V1Value = ReturnType<Value['toObject']>;

interface QueriedDocument {
  getPath(): string;
  getField(path: string): { toV1ValueObject(): V1Value } | undefined;
}

const DOCUMENT_ID = '__name__';

/** A cursor value in the shape documents give theirs: one key, the value's type. */
function cursorValue(value: Value): V1Value {
  const type = value.value_type;
  return type === 'none' ? {} : { [type]: value.toObject()[type] };
}

/** Firestore's order across the value types the app stores, then within each type. */
function compareValues(a: V1Value | undefined, b: V1Value | undefined): number {
  const rank = (value: V1Value | undefined) => {
    if (!value || value.null_value !== undefined) return 0;
    if (value.boolean_value !== undefined) return 1;
    if (value.integer_value !== undefined || value.double_value !== undefined) return 2;
    if (value.timestamp_value !== undefined) return 3;
    if (value.string_value !== undefined) return 4;
    if (value.reference_value !== undefined) return 6;
    return 9;
  };
  const difference = rank(a) - rank(b);
  if (difference !== 0 || !a || !b) return Math.sign(difference);
  const order = (x: number | string, y: number | string) => (x < y ? -1 : x > y ? 1 : 0);
  if (a.timestamp_value && b.timestamp_value) {
    return (
      order(Number(a.timestamp_value.seconds ?? 0), Number(b.timestamp_value.seconds ?? 0)) ||
      order(a.timestamp_value.nanos ?? 0, b.timestamp_value.nanos ?? 0)
    );
  }
  const scalar = (value: V1Value) =>
    value.boolean_value !== undefined
      ? Number(value.boolean_value)
      : (value.integer_value ?? value.double_value ?? value.string_value ?? value.reference_value ?? '');
  return order(scalar(a), scalar(b));
}

/**
 * The stand-in ignores query cursors (startAt, startAfter, endAt, endBefore) and ordering by document id,
 * which the admin lists' keyset pagination relies on: rows that share a timestamp are ordered by id and a
 * page starts after the last row's (timestamp, id). Its own filtering stays; the complete order, the
 * cursors and the limit are applied here afterwards, as Firestore defines them.
 */
function supportCursorsAndDocumentIdOrder(server: FirestoreServer): void {
  const state = server.state as unknown as {
    v1Query(parent: string, query: StructuredQuery): QueriedDocument[];
  };
  const filteredQuery = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    const orders = query.order_by.map((order) => ({
      field: order.field.field_path,
      sign: order.direction === StructuredQueryDirection.DESCENDING ? -1 : 1,
    }));
    if (!query.has_start_at && !query.has_end_at && !orders.some(({ field }) => field === DOCUMENT_ID)) {
      return filteredQuery(parent, query);
    }
    const valueOf = (document: QueriedDocument, field: string): V1Value | undefined =>
      field === DOCUMENT_ID
        ? { reference_value: document.getPath() }
        : document.getField(field)?.toV1ValueObject();
    const compare = (document: QueriedDocument, values: V1Value[]) => {
      for (const [index, value] of values.entries()) {
        const order = orders[index];
        if (!order) break;
        const difference = compareValues(valueOf(document, order.field), value) * order.sign;
        if (difference !== 0) return difference;
      }
      return 0;
    };
    const filtersOnly = new StructuredQuery({
      from: query.from,
      ...(query.has_where ? { where: query.where } : {}),
      order_by: query.order_by,
    });
    let documents = filteredQuery(parent, filtersOnly).sort((a, b) => {
      for (const { field, sign } of orders) {
        const difference = compareValues(valueOf(a, field), valueOf(b, field)) * sign;
        if (difference !== 0) return difference;
      }
      return 0;
    });
    if (query.has_start_at) {
      const { before } = query.start_at;
      const values = query.start_at.values.map(cursorValue);
      documents = documents.filter((document) => {
        const position = compare(document, values);
        return position > 0 || (position === 0 && before);
      });
    }
    if (query.has_end_at) {
      const { before } = query.end_at;
      const values = query.end_at.values.map(cursorValue);
      documents = documents.filter((document) => {
        const position = compare(document, values);
        return position < 0 || (position === 0 && !before);
      });
    }
    return query.has_limit ? documents.slice(0, query.limit.value) : documents;
  };
}

/** Resolve the stand-in's own copy of immer (it requires the CommonJS build). */
function require_resolve_base(): string {
  return createRequire(import.meta.url).resolve('@firestore-emulator/server');
}

export async function startFirestoreStandIn(port: number, snapshotFile?: string): Promise<FirestoreStandIn> {
  const server = new FirestoreServer();
  speedUpDocumentInserts(server);
  supportCursorsAndDocumentIdOrder(server);
  if (snapshotFile) {
    const documents = JSON.parse(readFileSync(snapshotFile, 'utf8')) as SnapshotDocument[];
    const now = new Date();
    for (const document of documents) {
      server.state.writeV1Document(
        now,
        Write.fromObject({ update: { name: document.path, fields: document.fields } }),
      );
    }
  }
  await server.start(port);
  return {
    port,
    save(file: string) {
      const documents = allDocuments(server.state);
      writeFileSync(file, JSON.stringify(documents));
      return documents.length;
    },
    stop() {
      server.stop();
    },
  };
}

/**
 * The Firestore stand-in (@firestore-emulator/server, gRPC) with optional snapshots to a JSON file,
 * since the stand-in itself keeps data only in memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FirestoreServer } from '@firestore-emulator/server';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import {
  StructuredQuery,
  StructuredQueryDirection,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import {
  BatchGetDocumentsResponse,
  BeginTransactionResponse,
  ListCollectionIdsResponse,
  UnimplementedFirestoreService,
  type BatchGetDocumentsRequest,
  type CommitRequest,
  type ListCollectionIdsRequest,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
  type RunQueryResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty';
import { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp';
import { ROOT } from './build.ts';
import {
  missingIndex,
  readIndexes,
  shapeOf,
  type CompositeIndex,
  type ProtoQuery,
} from './firestore-indexes.ts';

const INDEXES_FILE = join(ROOT, 'firestore.indexes.json');

interface SnapshotDocument {
  path: string;
  fields: Record<string, ReturnType<Value['toObject']>>;
}

export interface FirestoreStandIn {
  port: number;
  /** Transactions whose commit was answered ABORTED (the client SDK then runs them again), for benches. */
  abortedTransactions(): number;
  /** Calls `listener` with the path of every document written; answers the function that stops it. */
  onWrite(listener: (path: string) => void): () => void;
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

/** A stored field of the stand-in: a map field holds its entries in `value`. */
interface StoredField {
  type: string;
  value: unknown;
  constructor: new (value: Record<string, StoredField>) => StoredField;
}
type StoredFields = Record<string, StoredField>;

/** A field path of an update mask into its segments: `a.b`, `` `a.b`.c `` (backticks quote a dotted name). */
function fieldPathSegments(path: string): string[] {
  return (path.match(/`(?:[^`\\]|\\.)*`|[^.]+/g) ?? []).map((segment) =>
    segment.startsWith('`') ? segment.slice(1, -1).replace(/\\(.)/g, '$1') : segment,
  );
}

function hasFieldPath(fields: StoredFields, segments: string[]): boolean {
  const [head, ...rest] = segments;
  const field = head === undefined ? undefined : fields[head];
  if (!field) return false;
  return rest.length === 0 || (field.type === 'map_value' && hasFieldPath(field.value as StoredFields, rest));
}

function withoutFieldPath(fields: StoredFields, segments: string[]): StoredFields {
  const [head, ...rest] = segments;
  const field = head === undefined ? undefined : fields[head];
  if (!field) return fields;
  if (rest.length === 0) return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== head));
  if (field.type !== 'map_value') return fields;
  return { ...fields, [head!]: new field.constructor(withoutFieldPath(field.value as StoredFields, rest)) };
}

/**
 * Two gaps of the stand-in's documents, filled as Firestore behaves: a field an update's mask names but the
 * write leaves out (`FieldValue.delete()`) stayed, where Firestore deletes it; and a field path into a map
 * (`where('partner.uid', '==', …)`) threw "Not implemented".
 */
function deleteRemovedFieldsAndReadNestedOnes(server: FirestoreServer): void {
  const probe = server.state.getDocument('projects/_probe/databases/(default)/documents/_probe/_probe');
  type Writable = {
    fields: StoredFields;
    update(date: Date, fields: StoredFields, mask?: string[]): void;
    set(date: Date, fields: StoredFields, mask?: string[]): void;
    getField(path: string): StoredField | undefined;
  };
  const prototype = Object.getPrototypeOf(probe) as Writable;
  const update = prototype.update;
  const set = prototype.set;
  const removeAbsent = (document: Writable, written: StoredFields, mask: string[]) => {
    for (const path of mask) {
      const segments = fieldPathSegments(path);
      if (!hasFieldPath(written, segments)) document.fields = withoutFieldPath(document.fields, segments);
    }
  };
  prototype.update = function patchedUpdate(this: Writable, date, fields, mask = []) {
    update.call(this, date, fields, mask);
    removeAbsent(this, fields, mask);
  };
  // A set with merge names its fields in a mask too; a set without one merges as before (the stand-in's
  // own transforms write through it).
  prototype.set = function patchedSet(this: Writable, date, fields, mask = []) {
    set.call(this, date, fields, mask);
    removeAbsent(this, fields, mask);
  };
  const getField = prototype.getField;
  prototype.getField = function patchedGetField(this: Writable, path: string) {
    if (!path.includes('.')) return getField.call(this, path);
    let field: StoredField | undefined;
    let fields: StoredFields | undefined = this.fields;
    for (const segment of fieldPathSegments(path)) {
      field = fields?.[segment];
      fields = field?.type === 'map_value' ? (field.value as StoredFields) : undefined;
    }
    return field;
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

/**
 * A document with only the fields a read's mask names, as Firestore answers `getAll(…, { fieldMask })`
 * (the stand-in would send whole documents: the admin lists' plans with their content). Top-level names
 * only: a nested path keeps its whole top-level field.
 */
function projected<T extends { fields?: Record<string, unknown> }>(
  document: T,
  fieldPaths: string[] | undefined,
): T {
  if (!fieldPaths || !document.fields) return document;
  const kept = new Set(fieldPaths.map((path) => path.split('.')[0]));
  return {
    ...document,
    fields: Object.fromEntries(Object.entries(document.fields).filter(([name]) => kept.has(name))),
  };
}

/** gRPC's status code for a transaction that lost a race: the client SDK runs the transaction again. */
const GRPC_ABORTED = 10;
/** A transaction left open this long (a crashed caller) is forgotten. */
const OPEN_TRANSACTION_LIFETIME_MS = 5 * 60_000;

interface OpenTransaction {
  startedAt: number;
  /** Each document read, with the version it had when read. */
  reads: Map<string, number>;
}

type UnaryCallback = (error: Error | null, response?: unknown) => void;
interface GrpcHandlers {
  handlers: Map<string, { func: (call: unknown, callback?: UnaryCallback) => void }>;
}
interface StreamCall<Request, Response> {
  request: Request;
  write(response: Response): boolean;
  end(): void;
}

/**
 * The stand-in hands every transaction one fixed id and applies each commit unchecked, so two transactions
 * that read and then rewrite the same document at once both succeed and the later one silently drops the
 * other's change (two sign-ins of the same person: one session lost). Firestore instead aborts one of them,
 * and the SDK runs it again. Here each transaction gets its own id, remembers the version of every document
 * it read, and its commit answers ABORTED when any of them has been written since; the check and the writes
 * happen in one turn of the event loop, so nothing comes in between.
 */
function isolateTransactions(server: FirestoreServer): TransactionObserver {
  const state = server.state as unknown as {
    writeV1Document(date: Date, write: Write): unknown;
    getDocument(path: string): { metadata: { hasExist: boolean }; toV1DocumentObject(): object };
  };
  const versions = new Map<string, number>();
  let lastVersion = 0;
  const writeListeners = new Set<(path: string) => void>();
  let aborted = 0;
  const writeDocument = state.writeV1Document.bind(state);
  state.writeV1Document = (date, write) => {
    const path = write.has_update
      ? write.update.name
      : write.has_delete
        ? write.delete
        : write.transform.document;
    versions.set(path, ++lastVersion);
    for (const listener of writeListeners) listener(path);
    return writeDocument(date, write);
  };

  const open = new Map<string, OpenTransaction>();
  let lastTransaction = 0;
  const keyOf = (id: Uint8Array) => Buffer.from(id).toString('hex');
  const begin = (): Uint8Array => {
    const now = Date.now();
    for (const [key, transaction] of open) {
      if (now - transaction.startedAt > OPEN_TRANSACTION_LIFETIME_MS) open.delete(key);
    }
    const id = Buffer.alloc(8);
    id.writeBigUInt64BE(BigInt(++lastTransaction));
    open.set(keyOf(id), { startedAt: now, reads: new Map() });
    return id;
  };
  const recordRead = (id: Uint8Array, path: string) =>
    open.get(keyOf(id))?.reads.set(path, versions.get(path) ?? 0);

  const { handlers } = (server as unknown as { server: GrpcHandlers }).server;
  const definition = UnimplementedFirestoreService.definition;
  const handlerOf = (path: string) => {
    const handler = handlers.get(path);
    if (!handler) throw new Error(`The Firestore stand-in has no handler for ${path}`);
    return handler;
  };

  handlerOf(definition.BeginTransaction.path).func = (_call, callback) =>
    callback!(null, BeginTransactionResponse.fromObject({ transaction: begin() }));

  handlerOf(definition.BatchGetDocuments.path).func = (untypedCall) => {
    const call = untypedCall as StreamCall<BatchGetDocumentsRequest, BatchGetDocumentsResponse>;
    let transaction: Uint8Array | undefined;
    if (call.request.has_new_transaction) {
      transaction = begin();
      call.write(BatchGetDocumentsResponse.fromObject({ transaction }));
    } else if (call.request.has_transaction) {
      transaction = call.request.transaction;
    }
    const now = Date.now();
    const readTime = Timestamp.fromObject({
      seconds: Math.floor(now / 1000),
      nanos: (now % 1000) * 1_000_000,
    });
    const mask = call.request.has_mask ? call.request.mask.field_paths : undefined;
    for (const path of call.request.documents) {
      const document = state.getDocument(path);
      if (transaction) recordRead(transaction, path);
      call.write(
        BatchGetDocumentsResponse.fromObject({
          ...(document.metadata.hasExist
            ? { found: projected(document.toV1DocumentObject(), mask) }
            : { missing: path }),
          read_time: readTime.toObject(),
        }),
      );
    }
    call.end();
  };

  const runQuery = handlerOf(definition.RunQuery.path);
  const standInRunQuery = runQuery.func;
  runQuery.func = (untypedCall) => {
    const call = untypedCall as StreamCall<RunQueryRequest, RunQueryResponse>;
    const { request } = call;
    const query = request.structured_query;
    if (query.has_select && query.select.fields.length > 0) {
      const fields = query.select.fields.map((field) => field.field_path);
      const writeWhole = call.write.bind(call);
      call.write = (response) => {
        if (response.has_document) {
          const kept = new Set(fields.map((path) => path.split('.')[0]));
          for (const name of [...response.document.fields.keys()]) {
            if (!kept.has(name)) response.document.fields.delete(name);
          }
        }
        return writeWhole(response);
      };
    }
    if (request.has_new_transaction || request.has_transaction) {
      const write = call.write.bind(call);
      let transaction: Uint8Array | undefined = request.has_transaction ? request.transaction : undefined;
      call.write = (response) => {
        transaction ??= begin();
        // The SDK takes the id of the last answer that carries one: every answer carries this one.
        response.transaction = transaction;
        if (response.has_document) recordRead(transaction, response.document.name);
        return write(response);
      };
    }
    standInRunQuery(call);
  };

  const commit = handlerOf(definition.Commit.path);
  const applyCommit = commit.func;
  commit.func = (call, callback) => {
    const request = (call as { request: CommitRequest }).request;
    const key = request.transaction.length > 0 ? keyOf(request.transaction) : undefined;
    const transaction = key ? open.get(key) : undefined;
    if (key) open.delete(key);
    const changed = [...(transaction?.reads ?? [])].find(
      ([path, read]) => (versions.get(path) ?? 0) !== read,
    );
    if (changed) {
      aborted += 1;
      const details = `Transaction aborted: ${changed[0]} changed after the transaction read it`;
      callback!(Object.assign(new Error(details), { code: GRPC_ABORTED, details }));
      return;
    }
    applyCommit(call, callback);
  };

  handlerOf(definition.Rollback.path).func = (call, callback) => {
    open.delete(keyOf((call as { request: RollbackRequest }).request.transaction));
    callback!(null, Empty.fromObject({}));
  };
  return {
    abortedTransactions: () => aborted,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
  };
}

/**
 * `listCollections()` (ListCollectionIds), which the stand-in does not implement: the collections under a
 * parent (the database's root, or a document) that hold at least one document. The API tests read every
 * collection through it, to see what a deleted person leaves anywhere.
 */
function listCollectionIds(server: FirestoreServer): void {
  const { handlers } = (server as unknown as { server: GrpcHandlers }).server;
  const handler = handlers.get(UnimplementedFirestoreService.definition.ListCollectionIds.path);
  if (!handler) throw new Error('The Firestore stand-in has no handler for ListCollectionIds');
  const state = server.state;
  handler.func = (call, callback) => {
    const { parent } = (call as { request: ListCollectionIdsRequest }).request;
    const [, project = '', , database = '', ...documentPath] = parent.split('/');
    const root = documentPath.length <= 1;
    const names = root
      ? Object.keys(state.toJSON().projects[project]?.databases[database]?.collections ?? {})
      : Object.keys(state.getDocument(parent).toJSON().collections);
    const withDocuments = names.filter((name) => {
      const found: SnapshotDocument[] = [];
      const collection = root
        ? state.getProject(project).getDatabase(database).getCollection(name)
        : state.getDocument(parent).getCollection(name);
      collectDocuments(collection, found);
      return found.length > 0;
    });
    callback!(null, ListCollectionIdsResponse.fromObject({ collection_ids: withDocuments.sort() }));
  };
}

/** gRPC's status code for a query Firestore cannot serve without a composite index. */
const GRPC_FAILED_PRECONDITION = 9;

/**
 * Production refuses a query whose composite index is not declared in `firestore.indexes.json`; the
 * stand-in answers it anyway. Here such a query is refused as Firestore refuses it, so the test suites
 * catch a missing index before a deploy does.
 */
function requireDeclaredIndexes(server: FirestoreServer, indexes: readonly CompositeIndex[]): void {
  const { handlers } = (server as unknown as { server: GrpcHandlers }).server;
  const definition = UnimplementedFirestoreService.definition;
  const guard = (path: string, queryOf: (request: never) => StructuredQuery) => {
    const handler = handlers.get(path);
    if (!handler) throw new Error(`The Firestore stand-in has no handler for ${path}`);
    const answer = handler.func;
    handler.func = (untypedCall, callback) => {
      const call = untypedCall as { request: never; emit(event: 'error', error: object): void };
      const missing = missingIndex(shapeOf(queryOf(call.request).toObject() as ProtoQuery), indexes);
      if (missing) {
        const details = `The query requires an index that firestore.indexes.json does not declare: ${missing}`;
        call.emit('error', Object.assign(new Error(details), { code: GRPC_FAILED_PRECONDITION, details }));
        return;
      }
      answer(untypedCall, callback);
    };
  };
  guard(definition.RunQuery.path, (request: RunQueryRequest) => request.structured_query);
  guard(
    definition.RunAggregationQuery.path,
    (request: RunAggregationQueryRequest) => request.structured_aggregation_query.structured_query,
  );
}

/**
 * Starts the stand-in on 127.0.0.1 only: its own `start` binds 0.0.0.0, where anyone on the network could
 * read the local data or make themselves admin (it has no auth). Binds its gRPC server, with the stand-in's
 * own copy of grpc-js, the way `start` does but for the address.
 */
function listenOnLoopback(server: FirestoreServer, port: number): Promise<void> {
  const grpc = createRequire(require_resolve_base())('@grpc/grpc-js') as {
    ServerCredentials: { createInsecure(): unknown };
  };
  const grpcServer = (
    server as unknown as {
      server: { bindAsync(address: string, credentials: unknown, done: (error: Error | null) => void): void };
    }
  ).server;
  return new Promise((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}
type TransactionObserver = Pick<FirestoreStandIn, 'abortedTransactions' | 'onWrite'>;

/** Resolve the stand-in's own copy of immer (it requires the CommonJS build). */
function require_resolve_base(): string {
  return createRequire(import.meta.url).resolve('@firestore-emulator/server');
}

export async function startFirestoreStandIn(port: number, snapshotFile?: string): Promise<FirestoreStandIn> {
  const server = new FirestoreServer();
  speedUpDocumentInserts(server);
  deleteRemovedFieldsAndReadNestedOnes(server);
  supportCursorsAndDocumentIdOrder(server);
  const observer = isolateTransactions(server);
  listCollectionIds(server);
  requireDeclaredIndexes(server, readIndexes(INDEXES_FILE));
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
  await listenOnLoopback(server, port);
  return {
    port,
    ...observer,
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

/**
 * The Firestore stand-in (@firestore-emulator/server, gRPC) with optional snapshots to a JSON file,
 * since the stand-in itself keeps data only in memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FirestoreServer } from '@firestore-emulator/server';
import { createRequire } from 'node:module';
import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
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

/** Resolve the stand-in's own copy of immer (it requires the CommonJS build). */
function require_resolve_base(): string {
  return createRequire(import.meta.url).resolve('@firestore-emulator/server');
}

export async function startFirestoreStandIn(port: number, snapshotFile?: string): Promise<FirestoreStandIn> {
  const server = new FirestoreServer();
  speedUpDocumentInserts(server);
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

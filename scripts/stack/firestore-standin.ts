/**
 * The Firestore stand-in (@firestore-emulator/server, gRPC) with optional snapshots to a JSON file,
 * since the stand-in itself keeps data only in memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FirestoreServer } from '@firestore-emulator/server';
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

export async function startFirestoreStandIn(port: number, snapshotFile?: string): Promise<FirestoreStandIn> {
  const server = new FirestoreServer();
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

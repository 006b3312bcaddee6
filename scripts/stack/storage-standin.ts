/**
 * A local stand-in for Cloud Storage for Firebase: the part of Cloud Storage's JSON API the function uses
 * (functions/src/lib/firebase.ts), so the function's own code stores, reads and deletes the guarantee
 * claims' documents locally. Dev tooling only. The Firebase CLI's Storage emulator would be the first
 * choice, but it needs Java 21 and a rules runtime it downloads, neither of which this machine has
 * (docs/decisions/0030-claim-documents-in-cloud-storage-through-the-server.md); like the Firestore
 * stand-in (ADR 0003), this one speaks the service's real protocol.
 *
 * - `POST /upload/storage/v1/b/{bucket}/o?uploadType=media&name={name}`: stores the body with its
 *   Content-Type, answers the object's metadata.
 * - `GET /storage/v1/b/{bucket}/o/{name}`: the metadata; `?alt=media`: the bytes.
 * - `DELETE /storage/v1/b/{bucket}/o/{name}`: 204, or 404 when there is no such object.
 * - `GET /storage/v1/b/{bucket}/o?prefix=`: the objects whose names start with the prefix.
 *
 * Requests need an `Authorization` header (any bearer token: the emulators' "owner"), as the real API does.
 * Objects live in memory, or in a folder when one is given (npm start keeps them in .local-data/).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';

interface StoredObject {
  bucket: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  updated: string;
}

export interface StorageStandIn {
  port: number;
  host: string;
  /** Every object, by `bucket/name`. */
  objects(): { bucket: string; name: string; size: number; contentType: string }[];
  stop(): Promise<void>;
}

const OBJECT_PATH = /^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/;
const LIST_PATH = /^\/storage\/v1\/b\/([^/]+)\/o$/;
const UPLOAD_PATH = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;

function metadata(object: StoredObject) {
  return {
    kind: 'storage#object',
    bucket: object.bucket,
    name: object.name,
    contentType: object.contentType,
    size: String(object.bytes.length),
    updated: object.updated,
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const notFound = (res: ServerResponse) => send(res, 404, { error: { code: 404, message: 'No such object' } });

export async function startStorageStandIn(port: number, folder?: string): Promise<StorageStandIn> {
  const objects = new Map<string, StoredObject>();
  const fileOf = (key: string) => join(folder!, encodeURIComponent(key));
  if (folder) {
    mkdirSync(folder, { recursive: true });
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const meta = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Omit<StoredObject, 'bytes'>;
      const key = `${meta.bucket}/${meta.name}`;
      if (existsSync(fileOf(key))) objects.set(key, { ...meta, bytes: readFileSync(fileOf(key)) });
    }
  }
  const keep = (object: StoredObject) => {
    const key = `${object.bucket}/${object.name}`;
    objects.set(key, object);
    if (!folder) return;
    writeFileSync(fileOf(key), object.bytes);
    const { bytes: _bytes, ...meta } = object;
    writeFileSync(`${fileOf(key)}.json`, JSON.stringify(meta));
  };
  const drop = (key: string) => {
    objects.delete(key);
    if (!folder) return;
    rmSync(fileOf(key), { force: true });
    rmSync(`${fileOf(key)}.json`, { force: true });
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://storage.local');
      if (!req.headers.authorization) {
        send(res, 401, { error: { code: 401, message: 'Anonymous caller' } });
        return;
      }
      const upload = UPLOAD_PATH.exec(url.pathname);
      if (upload && req.method === 'POST') {
        const name = url.searchParams.get('name');
        if (url.searchParams.get('uploadType') !== 'media' || !name) {
          send(res, 400, { error: { code: 400, message: 'Only media uploads with a name' } });
          return;
        }
        const object: StoredObject = {
          bucket: decodeURIComponent(upload[1]!),
          name,
          contentType: req.headers['content-type'] ?? 'application/octet-stream',
          bytes: await readBody(req),
          updated: new Date().toISOString(),
        };
        keep(object);
        send(res, 200, metadata(object));
        return;
      }
      const list = LIST_PATH.exec(url.pathname);
      if (list && req.method === 'GET') {
        const bucket = decodeURIComponent(list[1]!);
        const prefix = url.searchParams.get('prefix') ?? '';
        const items = [...objects.values()]
          .filter((object) => object.bucket === bucket && object.name.startsWith(prefix))
          .map(metadata);
        send(res, 200, { kind: 'storage#objects', items });
        return;
      }
      const one = OBJECT_PATH.exec(url.pathname);
      if (one) {
        const key = `${decodeURIComponent(one[1]!)}/${decodeURIComponent(one[2]!)}`;
        const object = objects.get(key);
        if (req.method === 'DELETE') {
          if (!object) return notFound(res);
          drop(key);
          send(res, 204);
          return;
        }
        if (req.method === 'GET') {
          if (!object) return notFound(res);
          if (url.searchParams.get('alt') === 'media') {
            res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
          } else send(res, 200, metadata(object));
          return;
        }
      }
      send(res, 404, { error: { code: 404, message: 'Not found' } });
    })().catch((error: unknown) => send(res, 500, { error: { code: 500, message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    host: `127.0.0.1:${port}`,
    objects: () =>
      [...objects.values()].map((object) => ({
        bucket: object.bucket,
        name: object.name,
        size: object.bytes.length,
        contentType: object.contentType,
      })),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startStorageStandIn, type StorageStandIn } from './storage-standin.ts';

const BUCKET = 'demo-nasl.firebasestorage.app';
const auth = { authorization: 'Bearer owner' };

async function upload(standIn: StorageStandIn, name: string, bytes: Buffer, type = 'application/pdf') {
  return fetch(
    `http://${standIn.host}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`,
    { method: 'POST', headers: { ...auth, 'content-type': type }, body: new Uint8Array(bytes) },
  );
}
const objectUrl = (standIn: StorageStandIn, name: string) =>
  `http://${standIn.host}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}`;

describe('the Cloud Storage stand-in', () => {
  const folder = mkdtempSync(join(tmpdir(), 'nasl-storage-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('stores, reads, lists and deletes objects as Cloud Storage’s JSON API does', async () => {
    const standIn = await startStorageStandIn(await freePort());
    try {
      const bytes = Buffer.from('%PDF-1.4 hello');
      const stored = await upload(standIn, 'guarantee-claims/c1/d1', bytes);
      expect(stored.status).toBe(200);
      expect(await stored.json()).toMatchObject({
        name: 'guarantee-claims/c1/d1',
        size: String(bytes.length),
      });
      const read = await fetch(`${objectUrl(standIn, 'guarantee-claims/c1/d1')}?alt=media`, {
        headers: auth,
      });
      expect(read.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
      const list = await fetch(
        `http://${standIn.host}/storage/v1/b/${BUCKET}/o?prefix=guarantee-claims/c1/`,
        {
          headers: auth,
        },
      );
      expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
      expect((await fetch(objectUrl(standIn, 'guarantee-claims/c1/d1'))).status).toBe(401);
      const deleted = await fetch(objectUrl(standIn, 'guarantee-claims/c1/d1'), {
        method: 'DELETE',
        headers: auth,
      });
      expect(deleted.status).toBe(204);
      const again = await fetch(objectUrl(standIn, 'guarantee-claims/c1/d1'), {
        method: 'DELETE',
        headers: auth,
      });
      expect(again.status).toBe(404);
      expect(standIn.objects()).toEqual([]);
    } finally {
      await standIn.stop();
    }
  });

  it('keeps its objects in a folder across restarts when given one', async () => {
    const first = await startStorageStandIn(await freePort(), folder);
    await upload(first, 'kept/one', Buffer.from([0x89, 0x50]), 'image/png');
    await first.stop();
    const second = await startStorageStandIn(await freePort(), folder);
    try {
      expect(second.objects()).toEqual([
        { bucket: BUCKET, name: 'kept/one', size: 2, contentType: 'image/png' },
      ]);
    } finally {
      await second.stop();
    }
  });
});

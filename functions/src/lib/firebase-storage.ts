import { app } from './firebase.ts';

/**
 * Cloud Storage for Firebase: the project's bucket (`STORAGE_BUCKET`, else `<project>.firebasestorage.app`,
 * the default bucket's name), reached through Cloud Storage's JSON API with the Admin SDK's credential, or
 * the local stand-in named by `FIREBASE_STORAGE_EMULATOR_HOST` (the variable the Admin SDK reads for the
 * Storage emulator). Only the server reads and writes it: `storage.rules` deny every client.
 */
function storageTarget(): { base: string; bucket: string } {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? app().options.projectId;
  const bucket = process.env.STORAGE_BUCKET?.trim() || `${project}.firebasestorage.app`;
  return { base: emulator ? `http://${emulator}` : 'https://storage.googleapis.com', bucket };
}

async function storageHeaders(): Promise<Record<string, string>> {
  if (process.env.FIREBASE_STORAGE_EMULATOR_HOST?.trim()) return { authorization: 'Bearer owner' };
  const credential = app().options.credential;
  if (!credential) throw new Error('Cloud Storage: the Admin SDK has no credential');
  const { access_token: token } = await credential.getAccessToken();
  return { authorization: `Bearer ${token}` };
}

const objectUrl = (base: string, bucket: string, path: string) =>
  `${base}/storage/v1/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}`;

/** Stores a file under `path` (a name the server made, never one from a request). */
export async function saveStorageFile(path: string, bytes: Buffer, contentType: string): Promise<void> {
  const { base, bucket } = storageTarget();
  const url = `${base}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=media&name=${encodeURIComponent(path)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(await storageHeaders()), 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  if (!response.ok) throw new Error(`Cloud Storage upload failed: ${response.status}`);
}

/** A stored file's bytes and type, or null when there is none. */
export async function readStorageFile(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const { base, bucket } = storageTarget();
  const response = await fetch(`${objectUrl(base, bucket, path)}?alt=media`, {
    headers: await storageHeaders(),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Cloud Storage read failed: ${response.status}`);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

/** Deletes a stored file; a file already gone is not an error (answers false). */
export async function deleteStorageFile(path: string): Promise<boolean> {
  const { base, bucket } = storageTarget();
  const response = await fetch(objectUrl(base, bucket, path), {
    method: 'DELETE',
    headers: await storageHeaders(),
  });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`Cloud Storage delete failed: ${response.status}`);
  return true;
}

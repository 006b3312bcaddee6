/**
 * Runs tasks that touch the same keys one after another within this process, in the order they came;
 * tasks on other keys run alongside. For transactions on a few hot documents (a person's throttle counter
 * under a burst of her own requests): run together, they abort one another and retry with the SDK's
 * back-off of a second and more; queued, each commits at its first attempt. Other instances still
 * contend through Firestore, which the transaction's retries handle.
 */
const tails = new Map<string, Promise<void>>();

export async function oneAtATime<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys)];
  const before = unique.map((key) => tails.get(key));
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Every key is taken in the same turn of the event loop, so two tasks never wait for each other.
  for (const key of unique) tails.set(key, mine);
  await Promise.all(before);
  try {
    return await task();
  } finally {
    release();
    for (const key of unique) if (tails.get(key) === mine) tails.delete(key);
  }
}

/** How many keys have tasks running or waiting (for tests: none is left behind). */
export function keysInUse(): number {
  return tails.size;
}

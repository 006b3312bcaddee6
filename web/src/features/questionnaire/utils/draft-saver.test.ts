import { describe, expect, it, vi } from 'vitest';
import { DraftSaver } from './draft-saver';

/** A `send` whose calls stay open until the test settles them, one by one. */
function controlledSend() {
  const calls: { force: boolean; settle: (error?: Error) => void }[] = [];
  const send = vi.fn(
    (force: boolean) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ force, settle: (error) => (error ? reject(error) : resolve()) });
      }),
  );
  return { send, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DraftSaver', () => {
  it('sends one save at a time and one more right after for changes made meanwhile', async () => {
    const { send, calls } = controlledSend();
    const saver = new DraftSaver(send, vi.fn());

    const first = saver.save(true);
    const joined = saver.save();
    void saver.save();
    expect(send).toHaveBeenCalledTimes(1);
    expect(calls[0]?.force).toBe(true);

    calls[0]?.settle();
    await first;
    await joined;
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]?.force).toBe(false);

    calls[1]?.settle();
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports a failed save without rejecting, and saves again on the next request', async () => {
    const { send, calls } = controlledSend();
    const onFailure = vi.fn();
    const saver = new DraftSaver(send, onFailure);

    const failing = saver.save();
    const failure = new Error('offline');
    calls[0]?.settle(failure);
    await expect(failing).resolves.toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(failure);

    void saver.save();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('pausing waits for the save on its way, drops the one asked for meanwhile and sends none until resumed', async () => {
    const { send, calls } = controlledSend();
    const saver = new DraftSaver(send, vi.fn());

    void saver.save();
    let paused = false;
    const pausing = saver.pause().then(() => {
      paused = true;
    });
    void saver.save();
    await flush();
    expect(paused).toBe(false);

    calls[0]?.settle();
    await pausing;
    expect(paused).toBe(true);
    await flush();
    await saver.save();
    expect(send).toHaveBeenCalledTimes(1);

    saver.resume();
    void saver.save();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('pausing with no save on its way returns at once', async () => {
    const { send } = controlledSend();
    const saver = new DraftSaver(send, vi.fn());
    await saver.pause();
    await saver.save(true);
    expect(send).not.toHaveBeenCalled();
  });
});

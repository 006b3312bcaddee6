import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { holdQueryUpdates } from './query-client';

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('holdQueryUpdates', () => {
  it('tells no observer of an answer until released, then tells it, and later answers as usual', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver<string>(client, { queryKey: ['session'], enabled: false });
    const seen: (string | undefined)[] = [];
    // As useQuery subscribes a component: through the notify manager's batched calls.
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls((result: { data: string | undefined }) => seen.push(result.data)),
    );

    const held = holdQueryUpdates();
    client.setQueryData(['session'], 'guest');
    await nextTasks();
    expect(seen).toEqual([]);

    held.release();
    await nextTasks();
    expect(seen).toEqual(['guest']);

    client.setQueryData(['session'], 'signed in');
    await nextTasks();
    expect(seen).toEqual(['guest', 'signed in']);
    unsubscribe();
  });
});

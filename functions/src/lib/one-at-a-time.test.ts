import { describe, expect, it } from 'vitest';
import { keysInUse, oneAtATime } from './one-at-a-time.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('oneAtATime', () => {
  it('runs tasks on a shared key one after another, in the order they came', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([
      oneAtATime(['a'], task('1')),
      oneAtATime(['a', 'b'], task('2')),
      oneAtATime(['b'], task('3')),
    ]);
    expect(results).toEqual(['1', '2', '3']);
    expect(most).toBe(1);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(keysInUse()).toBe(0);
  });

  it('runs tasks on other keys alongside, and goes on after a task that failed', async () => {
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([oneAtATime(['a'], task), oneAtATime(['b'], task), oneAtATime(['c'], task)]);
    expect(most).toBe(3);
    const failed = oneAtATime(['a'], async () => {
      throw new Error('lost');
    });
    const next = oneAtATime(['a'], async () => 'after');
    await expect(failed).rejects.toThrow('lost');
    expect(await next).toBe('after');
    expect(keysInUse()).toBe(0);
  });

  it('never deadlocks on keys taken in opposite orders', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        oneAtATime(index % 2 ? ['x', 'y'] : ['y', 'x'], async () => {
          await tick();
          return index;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });
});

import { describe, expect, it } from 'vitest';
import { freePorts, isPortFree } from './ports.ts';

describe('freePorts', () => {
  it('gives each name a different port, free once chosen', async () => {
    const names = [
      'hosting',
      'auth',
      'functions',
      'firestore',
      'hub',
      'logging',
      'stripe',
      'gemini',
    ] as const;
    const ports = await freePorts(names);
    expect(Object.keys(ports).sort()).toEqual([...names].sort());
    const values = Object.values(ports);
    expect(new Set(values).size).toBe(names.length);
    for (const port of values) expect(await isPortFree(port)).toBe(true);
  });
});

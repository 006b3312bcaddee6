import { describe, expect, it } from 'vitest';
import type { AdminUserRecord } from '@nasl/core';
import { adminClient, registeredClient, type Client } from '../support/http.ts';
import { uniqueEmail } from '../support/fixtures/accounts.ts';

async function search(admin: Client, text: string, limit?: number) {
  const response = await admin.get<AdminUserRecord[]>(
    `/api/admin/users?search=${encodeURIComponent(text)}${limit ? `&limit=${limit}` : ''}`,
  );
  expect(response.status).toBe(200);
  return response;
}

const idsOf = (rows: AdminUserRecord[]) => rows.map((row) => row.id);

describe('GET /api/admin/users?search=: any word of the name, the e-mail or the phone', () => {
  it('finds Arabic names whatever their diacritics, hamza, alef maqsura, taa marbuta or article', async () => {
    const admin = await adminClient();
    const unique = Date.now().toString(36);
    const person = await registeredClient({
      name: 'فَاطِمَة إبراهيم مصطفى الزهراني',
      email: uniqueEmail(`fatima.${unique}`),
      phone: '+966 55 987 6543',
    });
    for (const query of [
      'فاطمه',
      'فاطمة',
      'ابراهيم',
      'إبراهيم',
      'مصطفي',
      'زهراني',
      'الزهراني',
      'فاط',
      'فاطمة الزهراني',
    ]) {
      expect(idsOf((await search(admin, `${query} ${unique}`)).body), query).toEqual([person.user.id]);
    }
  });

  it('finds a person by a word of the e-mail and by the digits of the phone, as written or local', async () => {
    const admin = await adminClient();
    const unique = `z${Date.now().toString(36)}`;
    const person = await registeredClient({
      name: 'Layla Haddad',
      email: `layla.${unique}@example.com`,
      phone: '+966 50 321 7788',
    });
    for (const query of [unique, `layla.${unique}@example.com`, `LAYLA.${unique.toUpperCase()}`]) {
      expect(idsOf((await search(admin, query)).body), query).toEqual([person.user.id]);
    }
    for (const phone of ['0503217788', '503217788', '966503217788', '3217788', '٠٥٠٣٢١٧٧٨٨']) {
      expect(idsOf((await search(admin, `${phone} ${unique}`)).body), phone).toEqual([person.user.id]);
    }
    // Every word must match.
    expect((await search(admin, `${unique} 9999999`)).body).toEqual([]);
    expect((await search(admin, `${unique} Khalil`)).body).toEqual([]);
  });

  it('follows a name change, and finds no one for punctuation alone', async () => {
    const admin = await adminClient();
    const unique = `y${Date.now().toString(36)}`;
    const person = await registeredClient({ name: 'Old Name', email: uniqueEmail(unique) });
    await person.client.put('/api/user/profile', {
      name: 'هدى الشمري',
      email: person.registration.email,
      phone: '',
    });
    expect(idsOf((await search(admin, `هدى ${unique}`)).body)).toEqual([person.user.id]);
    expect((await search(admin, `Old ${unique}`)).body).toEqual([]);
    expect((await search(admin, '@@ --')).body).toEqual([]);
  });

  it('pages through a search newest first with its own cursor', async () => {
    const admin = await adminClient();
    const unique = `x${Date.now().toString(36)}`;
    const people = [];
    for (let index = 0; index < 3; index += 1) {
      people.push(await registeredClient({ name: `Rania Nasser`, email: uniqueEmail(`${unique}.${index}`) }));
    }
    const first = await search(admin, `rania ${unique}`, 2);
    expect(idsOf(first.body)).toEqual([people[2]!.user.id, people[1]!.user.id]);
    const cursor = first.headers.get('x-next-cursor')!;
    const second = await admin.get<AdminUserRecord[]>(
      `/api/admin/users?search=${encodeURIComponent(`rania ${unique}`)}&limit=2&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(idsOf(second.body)).toEqual([people[0]!.user.id]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });
});

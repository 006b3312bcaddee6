import { describe, expect, it } from 'vitest';
import { addDays, EXPORT_COLUMNS, EXPORT_TABLES, startOfBusinessDay } from '@nasl/core';
import { aroundToday } from '../support/business.ts';
import { checkAnswer } from '../support/contract.ts';
import { deleteSeededPeople, seedPeopleAt, type SeededPeople } from '../support/firebase.ts';
import { adminClient, BASE_URL, Client, registeredClient } from '../support/http.ts';
import { uniqueEmail } from '../support/fixtures/accounts.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import type { ErrorBody } from '@nasl/core';

/** The export as a browser downloads it: the raw bytes (fetch's text() would drop the byte-order mark). */
async function download(client: Client, path: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { cookie: `__session=${client.cookie}`, 'accept-language': 'en' },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  checkAnswer('GET', path, response.status, response.ok ? text.slice(1) : JSON.parse(text));
  return { response, bytes, text };
}

/** The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const { from, to } = aroundToday();
const range = `from=${from}&to=${to}`;

describe('GET /api/admin/export/{table}.csv: who may, and what it refuses', () => {
  it.each(EXPORT_TABLES)('%s: 401 for guests, 403 for users, 200 for admins', async (table) => {
    const path = `/api/admin/export/${table}.csv?${range}`;
    expect((await new Client().get(path)).status).toBe(401);
    const { client } = await registeredClient();
    expect((await client.get(path)).status).toBe(403);
    expect((await download(await adminClient(), path)).response.status).toBe(200);
  });

  it('404 for a table that does not exist; 400 for a missing or reversed range, or an unknown language', async () => {
    const admin = await adminClient();
    const unknown = await admin.get<ErrorBody>(`/api/admin/export/plans-content.csv?${range}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such table to export');
    for (const query of ['', `from=${from}`, `from=${to}&to=2000-01-01`, `${range}&lang=fr`]) {
      expect((await admin.get(`/api/admin/export/users.csv?${query}`)).status).toBe(400);
    }
  });

  it.each(EXPORT_TABLES)('%s: 400 for a range past the dates it can hold, never 500', async (table) => {
    const admin = await adminClient();
    for (const query of [
      `from=${from}&to=9999-12-31`,
      'from=9999-12-31&to=9999-12-31',
      `from=0001-01-01&to=${to}`,
      'from=0000-01-01&to=0001-01-01',
    ]) {
      const response = await admin.get<ErrorBody>(`/api/admin/export/${table}.csv?${query}`, { lang: 'en' });
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe('Choose dates between 2000-01-01 and 2999-12-31');
    }
  });
});

describe('GET /api/admin/export/{table}.csv: the file', () => {
  it('is UTF-8 CSV with a byte-order mark, a header in the language asked for, and Arabic names intact', async () => {
    const admin = await adminClient();
    const person = await registeredClient({ name: 'نورة العتيبي', phone: '+966 50 123 4567' });
    const { response, bytes, text } = await download(admin, `/api/admin/export/users.csv?${range}&lang=ar`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="nasl-users-${from}-to-${to}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(Object.values(EXPORT_COLUMNS.users).map((header) => header.ar));
    const row = rows.find((cells) => cells[0] === person.user.id);
    expect(row?.slice(1, 5)).toEqual([
      'نورة العتيبي',
      person.registration.email,
      "'+966 50 123 4567",
      'أنثى',
    ]);
    // Yes or no and the payment state in words too, not the stored values.
    expect(row?.slice(5, 8)).toEqual(['لا', '1', 'لا توجد خطة بعد']);
    const english = await download(admin, `/api/admin/export/users.csv?${range}&lang=en`);
    const englishRows = parseCsv(english.text.slice(1));
    expect(englishRows[0]?.[0]).toBe('User id');
    expect(englishRows.find((cells) => cells[0] === person.user.id)?.slice(4, 8)).toEqual([
      'female',
      'false',
      '1',
      'none',
    ]);
  });

  it('escapes cells a spreadsheet would run as a formula, and quotes commas and quotes', async () => {
    const admin = await adminClient();
    const names = ['=HYPERLINK("http://x.example","Click")', '+Cmd Sara', '-Sum Ali', '@Sum Huda'];
    const people = [];
    for (const name of names) people.push(await registeredClient({ name }));
    const { text } = await download(admin, `/api/admin/export/users.csv?${range}`);
    expect(text).toContain('"\'=HYPERLINK(""http://x.example"",""Click"")"');
    const rows = parseCsv(text.slice(1));
    for (const [index, person] of people.entries()) {
      const row = rows.find((cells) => cells[0] === person.user.id);
      expect(row?.[1]).toBe(`'${names[index]}`);
    }
  });

  it('keeps to the range: a person registered today is not in last year', async () => {
    const admin = await adminClient();
    const person = await registeredClient();
    const lastYear = await download(admin, '/api/admin/export/users.csv?from=2024-01-01&to=2024-12-31');
    expect(lastYear.text).not.toContain(person.user.id);
    expect(parseCsv(lastYear.text.slice(1)).length).toBeGreaterThanOrEqual(1);
    expect((await download(admin, `/api/admin/export/users.csv?${range}`)).text).toContain(person.user.id);
  });

  it('keeps to the range to the millisecond at both ends, over several days', async () => {
    const admin = await adminClient();
    const [first, last] = ['2025-03-10', '2025-03-12'] as const;
    const start = startOfBusinessDay(first).getTime();
    const end = startOfBusinessDay(addDays(last, 1)).getTime();
    const instants = {
      before: start - 1,
      first: start,
      middle: start + 30 * 3_600_000,
      last: end - 1,
      after: end,
    };
    const seeded = new Map<string, SeededPeople>();
    for (const [name, instant] of Object.entries(instants)) {
      seeded.set(
        name,
        await seedPeopleAt(new Date(instant), [{ email: uniqueEmail(`range-${name}`), paid: false }]),
      );
    }
    const idOf = (name: string) => seeded.get(name)!.userIds[0]!;
    const named = new Map([...seeded.keys()].map((name) => [idOf(name), name]));
    try {
      const found = async (table: 'users' | 'questionnaires', query: string) => {
        const rows = parseCsv(
          (await download(admin, `/api/admin/export/${table}.csv?${query}`)).text.slice(1),
        );
        const column = table === 'users' ? 0 : 1;
        return rows.map((cells) => named.get(cells[column]!)).filter(Boolean);
      };
      for (const table of ['users', 'questionnaires'] as const) {
        expect(await found(table, `from=${first}&to=${last}`), table).toEqual(['first', 'middle', 'last']);
        expect(await found(table, `from=${first}&to=${first}`), table).toEqual(['first']);
        expect(await found(table, `from=${last}&to=${last}`), table).toEqual(['last']);
        expect(await found(table, `from=${addDays(first, -1)}&to=${addDays(last, 1)}`), table).toEqual([
          'before',
          'first',
          'middle',
          'last',
          'after',
        ]);
      }
    } finally {
      for (const people of seeded.values()) await deleteSeededPeople(people);
    }
  });

  it('lists questionnaires with their owner, payments net of refunds, and the refund in the audit log', async () => {
    const admin = await adminClient();
    const person = await registeredClient({ name: 'Hala Saeed' });
    const plan = await createPlan(person.client, { gender: 'girl', motherAge: 33 });
    const paymentIntentId = await payForPlan(person.client, plan.id);
    expect(
      (
        await admin.post(`/api/admin/plans/${plan.id}/refund`, {
          reason: 'Guarantee, report from the hospital',
        })
      ).status,
    ).toBe(200);

    const questionnaires = parseCsv(
      (await download(admin, `/api/admin/export/questionnaires.csv?${range}`)).text.slice(1),
    );
    const questionnaire = questionnaires.find((cells) => cells[1] === person.user.id);
    expect(questionnaire?.slice(2, 6)).toEqual(['Hala Saeed', person.registration.email, 'girl', '33']);

    const payments = parseCsv(
      (await download(admin, `/api/admin/export/payments.csv?${range}`)).text.slice(1),
    );
    expect(payments[0]).toEqual(Object.values(EXPORT_COLUMNS.payments).map((header) => header.en));
    const payment = payments.find((cells) => cells[0] === paymentIntentId);
    expect(payment?.slice(1, 8)).toEqual([
      plan.id,
      person.user.id,
      '99.00',
      '99.00',
      '0.00',
      'USD',
      'refunded',
    ]);
    expect(payment?.[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(payment?.[9]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const audit = parseCsv((await download(admin, `/api/admin/export/audit.csv?${range}`)).text.slice(1));
    const entry = audit.find((cells) => cells[2] === 'refund-plan' && cells[7] === plan.id);
    expect(entry?.slice(8, 11)).toEqual(['99.00', 'USD', 'Guarantee, report from the hospital']);
    expect(entry?.[4]).toBe(process.env.NASL_ADMIN_EMAIL!.toLowerCase());
    expect(entry?.[6]).toBe(person.registration.email);
  });
});

import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, csvCell, csvDateTime, csvLine, writeCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+966 50 123 4567', "'+966 50 123 4567"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['سارة, أحمد', '"سارة, أحمد"'],
    ['line\nbreak', '"line\nbreak"'],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans and empty cells as they are', () => {
    expect(csvLine([99, true, null, undefined, '0.00'])).toBe('99,true,,,0.00\r\n');
  });
});

describe('writeCsv', () => {
  async function* rows(count: number) {
    for (let index = 0; index < count; index += 1) yield [index, `name ${index}`];
  }

  it('starts with the byte-order mark and the header, one CRLF line per row', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    expect(await writeCsv(out, ['id', 'name'], rows(2))).toBe(true);
    expect(chunks.join('')).toBe(`${CSV_BYTE_ORDER_MARK}id,name\r\n0,name 0\r\n1,name 1\r\n`);
  });

  it('waits while the client is slow, and stops reading rows once it goes away', async () => {
    let read = 0;
    async function* counted() {
      for (let index = 0; index < 1000; index += 1) {
        read += 1;
        yield [index, 'x'.repeat(100)];
      }
    }
    const out = new Writable({
      highWaterMark: 1024,
      write: (_chunk, _encoding, done) => setTimeout(done, 5),
    });
    const writing = writeCsv(out, ['id', 'text'], counted());
    await new Promise((resolve) => setTimeout(resolve, 30));
    // A handful of rows were read while the first ones trickle out, not the thousand.
    expect(read).toBeLessThan(50);
    out.destroy();
    expect(await writing).toBe(false);
    expect(read).toBeLessThan(60);
  });
});

describe('csvDateTime', () => {
  it('writes the zone’s clock as a spreadsheet reads it', () => {
    expect(csvDateTime(new Date('2025-06-01T10:45:10.600Z'), 'Asia/Riyadh')).toBe('2025-06-01 13:45:10');
    expect(csvDateTime(new Date('2025-12-31T21:00:00Z'), 'Asia/Riyadh')).toBe('2026-01-01 00:00:00');
  });
});

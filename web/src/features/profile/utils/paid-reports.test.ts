import { describe, expect, it } from 'vitest';
import { toPaidReports } from './paid-reports';

describe('toPaidReports', () => {
  it('keeps only paid plans and reads their summary', () => {
    const reports = toPaidReports([
      {
        id: 'p1',
        createdAt: '2025-06-01T10:00:00.000Z',
        isPaid: true,
        planData: {
          summary: { gender: 'girl', successRate: 74, timing: 'Two to four days before ovulation.' },
        },
      },
      { id: 'p2', createdAt: '2025-06-02T10:00:00.000Z', isPaid: false, planData: {} },
    ]);

    expect(reports).toEqual([
      {
        id: 'p1',
        createdAt: '2025-06-01T10:00:00.000Z',
        targetGender: 'girl',
        successRate: 74,
        timing: 'Two to four days before ovulation.',
      },
    ]);
  });

  it('tolerates plans with missing or odd details', () => {
    expect(toPaidReports([{ id: 7, isPaid: true }])).toEqual([
      { id: '7', createdAt: '', targetGender: null, successRate: null, timing: null },
    ]);
  });

  it('drops entries without an id and non-list answers', () => {
    expect(toPaidReports([{ isPaid: true }, null, 'plan'])).toEqual([]);
    expect(toPaidReports({ plans: [] })).toEqual([]);
    expect(toPaidReports(undefined)).toEqual([]);
  });
});

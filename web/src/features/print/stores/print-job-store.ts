import type { PlanData } from '@nasl/core';
import { create } from 'zustand';

export interface PrintJob {
  planId: string;
  createdAt: string;
  plan: PlanData;
}

interface PrintJobState {
  /** One plan at a time is laid out for printing (a second one would print after the first). */
  job: PrintJob | null;
  start: (job: PrintJob) => void;
  finish: () => void;
}

export const usePrintJobStore = create<PrintJobState>()((set) => ({
  job: null,
  start: (job) => set({ job }),
  finish: () => set({ job: null }),
}));

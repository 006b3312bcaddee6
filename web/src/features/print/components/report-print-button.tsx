import '@/lib/i18n/plan-texts';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { isPartnerPlan } from '@nasl/core/partner';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { showToast } from '@/stores/toast-store';
import { getPlan, planQueryKey } from '@/hooks/use-plan';
import { usePrintJobStore } from '../stores/print-job-store';
import { selectPlanView } from '@/lib/plan/plan-view';
import { PrintLayout } from './print-layout';

/**
 * Profile → My Reports: lays the plan out in the print layout and opens the browser's print
 * dialog, saying the plan is ready; a plan that cannot be read shows "Download Failed".
 */
export function ReportPrintButton({ planId }: { planId: string }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const job = usePrintJobStore((state) => (state.job?.planId === planId ? state.job : null));
  const start = usePrintJobStore((state) => state.start);
  const finish = usePrintJobStore((state) => state.finish);
  const [preparing, setPreparing] = useState(false);

  const handlePrint = async () => {
    setPreparing(true);
    try {
      const response = await queryClient.fetchQuery({
        queryKey: planQueryKey(planId, language),
        queryFn: () => getPlan(planId),
      });
      const view = selectPlanView(response && !isPartnerPlan(response) ? response : null);
      if (!response || view.kind !== 'full') throw new Error('The plan is not available in full');
      start({ planId, createdAt: response.createdAt, plan: view.plan });
    } catch (error) {
      console.error('Report could not be prepared for printing', error);
      showToast({
        variant: 'destructive',
        title: t('reports.printFailed'),
        description: t('reports.printFailedDescription'),
      });
    } finally {
      setPreparing(false);
    }
  };

  const announceReady = useEffectEvent(() =>
    showToast({ variant: 'success', title: t('reports.printReady') }),
  );

  // The layout has been placed and fitted (child layout effects run first); print on the next frame.
  useEffect(() => {
    if (!job) return;
    announceReady();
    const frame = window.requestAnimationFrame(() => window.print());
    const done = () => finish();
    window.addEventListener('afterprint', done);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [job, finish]);

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintIcon />}
        loading={preparing}
        onClick={() => void handlePrint()}
      >
        {t('reports.print')}
      </Button>
      {job && <PrintLayout planId={job.planId} createdAt={job.createdAt} plan={job.plan} />}
    </>
  );
}

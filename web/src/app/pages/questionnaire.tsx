import { useDeferredValue, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import {
  QUESTIONNAIRE_HEADING_SX,
  QuestionnaireIntro,
} from '@/features/questionnaire/components/questionnaire-intro';
import { QuestionnaireWizard } from '@/features/questionnaire/components/questionnaire-wizard';
import { useLoginRequired } from '@/features/questionnaire/hooks/use-login-required';
import { useQuestionnaireStore } from '@/features/questionnaire/stores/questionnaire-store';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

export default function QuestionnaireRoute() {
  const { t } = useTranslation('questionnaire');
  const { data: authStatus } = useAuthStatus();
  const user = authStatus?.user ?? null;
  const ownerId = useQuestionnaireStore((state) => state.ownerId);
  const claim = useQuestionnaireStore((state) => state.claim);
  useLoginRequired(authStatus);

  // Answers left on this device by another account are never shown to this one.
  useLayoutEffect(() => {
    if (user) claim(user.id);
  }, [user, claim]);

  // The wizard renders in a deferred pass (split into short slices), not in the session query's synchronous update.
  const ready = useDeferredValue(user !== null && ownerId === user.id);

  return (
    <>
      <PageTitle page={t('pageTitle')} />
      {ready && user && ownerId === user.id ? (
        <QuestionnaireWizard user={user} />
      ) : (
        <PageShell
          heading={t('heading')}
          headingSx={QUESTIONNAIRE_HEADING_SX}
          py={{ xs: 3, md: 6 }}
          maxWidth="sm"
          intro={<QuestionnaireIntro />}
          blocks={[{ xs: 400, md: 470 }]}
          blockGap={2}
          screenTall={false}
        />
      )}
    </>
  );
}

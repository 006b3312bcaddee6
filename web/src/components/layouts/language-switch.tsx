import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/hooks/use-language';
import { LANGUAGE_QUERY_PARAM, otherLanguage } from '@/lib/i18n/language';

/** Shows the other language's name, in that language, and switches to it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const target = otherLanguage(language);

  const handleClick = () => {
    changeLanguage(target);
    // Keep an explicit ?lang= in the address in step with the choice, so a reload keeps it.
    if (searchParams.has(LANGUAGE_QUERY_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.set(LANGUAGE_QUERY_PARAM, target);
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<TranslateIcon aria-hidden />}
      onClick={handleClick}
      lang={target}
      sx={{
        minWidth: 0,
        px: 1,
        flexShrink: 0,
        '& .MuiButton-startIcon': { display: { xs: 'none', lg: 'inherit' } },
      }}
    >
      {t('language.switchLabel')}
    </Button>
  );
}

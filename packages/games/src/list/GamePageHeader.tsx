import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { TopBar } from '@wl/ui-kit';

/** The list pages' header: back replaces the page with /m/home (spec 001 section 2), a title, optional actions. */
export function GamePageHeader({ title, end }: { title: string; end?: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return <TopBar title={title} backLabel={t('common.back')} onBack={() => void navigate('/m/home', { replace: true })} end={end} />;
}

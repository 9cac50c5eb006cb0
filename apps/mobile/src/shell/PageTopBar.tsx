import { useNavigate } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { TopBar } from '@wl/ui-kit';
import type { RouteEntry } from '../app/routeTable';

/** The other pages' header: the route's title; back goes home or one step, as the route table says. */
export function PageTopBar({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    // one step back only when there is a step inside the site; otherwise home
    const canGoBack = route.back === 'history' && (window.history.state as { idx?: number } | null)?.idx;
    if (canGoBack) navigate(-1);
    else navigate('/m/home', { replace: true });
  };
  return <TopBar title={t(route.title)} onBack={back} backLabel={t('common.back')} />;
}

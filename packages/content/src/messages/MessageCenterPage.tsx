import { useNavigate } from 'react-router';
import { brandUrlPolicy, openablePlatformUrl, useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn, useAccessGate, useCustomerServiceUrl, useLiveChat } from '@wl/auth';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { PageBody, TopBar } from '@wl/ui-kit';
import { Entry, EntryList } from './EntryList';
import { useChatModelsQuery } from './messagesApi';
import { useUnreadCounts } from './unread';

/**
 * The message center (/m/message, /m/messages; spec 000 section 2): messaging app, announcements, inbox, live chat
 * (CBS3 only) and affiliate service. Back goes to /m/home.
 */
export function MessageCenterPage() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrand();
  const chatOn = useFlag('CBS3');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const counts = useUnreadCounts();
  const chat = useLiveChat();
  const models = useChatModelsQuery(undefined, { skip: !chatOn });
  const live = models.data?.some((m) => m.active && m.streaming) ?? false;
  // external links only as openablePlatformUrl accepts them: a refused one is no entry, never a javascript: href
  const links = brandUrlPolicy(brand, 'link');
  const telegram = openablePlatformUrl(brand.links.download.find((d) => d.resourceType === 'TELEGRAM')?.url, links);
  // the affiliate service is customer service: the merchant's entries, else the brand's contact
  const service = useCustomerServiceUrl().url;

  const gate = useAccessGate();
  const openInbox = () => gate('mail', '/m/webEmail');

  return (
    <>
      <TopBar title={t('messages.center')} onBack={() => navigate('/m/home')} backLabel={tc('common.back')} />
      <PageBody>
        <EntryList>
          {telegram && <Entry label={t('messages.telegram')} href={telegram} hrefLabel={t('messages.opensOutside')} />}
          <Entry
            label={t('messages.announcements')}
            to="/m/notice"
            count={counts.announcement}
            countLabel={t('common.unreadCount', { count: counts.announcement })}
            loggedIn={loggedIn}
          />
          <Entry
            label={t('messages.inbox')}
            onPress={openInbox}
            count={counts.inbox}
            countLabel={t('common.unreadCount', { count: counts.inbox })}
            loggedIn={loggedIn}
          />
          {chatOn && (
            <Entry
              label={t('messages.liveChat')}
              onPress={() => void chat.open()}
              disabled={chat.opening}
              marker={live ? t('messages.live') : undefined}
              count={counts.chat}
              countLabel={t('common.unreadCount', { count: counts.chat })}
              loggedIn={loggedIn}
            />
          )}
          {service && <Entry label={t('messages.affiliateService')} href={service} hrefLabel={t('messages.opensOutside')} />}
        </EntryList>
      </PageBody>
    </>
  );
}

import { useEffect, useRef } from 'react';
import { cssVarName, useToast } from '@wl/ui-kit';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { CHAT_REDIRECT_MS, chatLanguage, isAllowedChatUrl, platformOrigin } from './chat';
import { useAccessGate } from '../gates/useAccessGate';
import { useChatLaunchMutation } from './supportApi';

/** Where the live chat goes; replaced in tests. */
export const chatNavigation = { assign: (url: string) => window.location.assign(url) };

/**
 * Opens the live chat, the customer chat of the message center and of the agent home's online service (spec 000
 * sections 2 and 7): a guest goes to /m/login, a trial account is refused (free_reject,
 * 2 s); otherwise please-wait, the launch call, and after 500 ms the chat address, only on a host the brand allows.
 */
export function useLiveChat() {
  const { t, i18n } = useTranslation();
  const { t: ta } = useTranslation('agent');
  const brand = useBrand();
  const gate = useAccessGate();
  const toast = useToast();
  const [launch, { isLoading }] = useChatLaunchMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = async () => {
    if (!gate('chat')) return;
    const waiting = toast.show({ message: t('common.pleaseWait'), kind: 'loading' });
    const headerColor = getComputedStyle(document.documentElement)
      .getPropertyValue(cssVarName(['color', 'brand', 'primary']))
      .trim();
    try {
      const { chatUrl } = await launch({
        b2c: 1,
        language: chatLanguage(i18n.language || brand.languages.default),
        backUrl: window.location.href,
        headerColor,
        title: brand.name,
        moduleId: 'CBS3',
      }).unwrap();
      if (!isAllowedChatUrl(chatUrl, brand.links.chatHosts, platformOrigin(brand.api.baseUrl, window.location.origin)))
        throw new Error('chat host not allowed');
      timer.current = setTimeout(() => {
        toast.dismiss(waiting);
        chatNavigation.assign(chatUrl);
      }, CHAT_REDIRECT_MS);
    } catch {
      toast.dismiss(waiting);
      toast.show({ message: ta('messages.chatUnavailable'), kind: 'error' });
    }
  };

  return { open, opening: isLoading };
}

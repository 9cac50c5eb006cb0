import { useEffect, useRef } from 'react';
import { brandUrlPolicy, openablePlatformUrl, openPlatformUrl } from '@wl/api-client';
import { cssVarName, useToast } from '@wl/ui-kit';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { CHAT_REDIRECT_MS, chatLanguage } from './chat';
import { useAccessGate } from '../gates/useAccessGate';
import { useChatLaunchMutation } from './supportApi';

/**
 * Opens the live chat, the customer chat of the message center and of the agent home's online service (spec 000
 * sections 2 and 7): a guest goes to /m/login, a trial account is refused (free_reject,
 * 2 s); otherwise please-wait, the launch call, and after 500 ms the chat address, only on a host the brand allows
 * (`brandUrlPolicy(brand, 'chat')`); any other answer says chat is not available and opens nothing.
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
      const policy = brandUrlPolicy(brand, 'chat');
      if (openablePlatformUrl(chatUrl, policy) === undefined) throw new Error('chat URL refused');
      timer.current = setTimeout(() => {
        toast.dismiss(waiting);
        openPlatformUrl(chatUrl, policy, 'here');
      }, CHAT_REDIRECT_MS);
    } catch {
      toast.dismiss(waiting);
      toast.show({ message: ta('messages.chatUnavailable'), kind: 'error' });
    }
  };

  return { open, opening: isLoading };
}

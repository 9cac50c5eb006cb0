import { useState } from 'react';
import styled from 'styled-components';
import { ERROR_CODE, isApiError } from '@wl/api-client';
import type { SocialChannel } from '@wl/api-client/protocol';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Icon, Stack } from '@wl/ui-kit';
import { FormError } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { useLoginMutation } from '../session/authApi';
import { IdentityCancelled, identityProviderOn, socialChannels } from './identityProvider';
import { useIdentityProvider } from './useIdentityProvider';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['3']};
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${(p) => p.theme.color.border.default};
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
`;

function ChannelIcon({ channel }: { channel: SocialChannel }) {
  return channel === 'google' ? (
    <Icon>
      <path d="M20.5 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.8a4.2 4.2 0 0 1-1.8 2.7" />
      <path d="M15 16.5A5.5 5.5 0 1 1 16.2 8" />
    </Icon>
  ) : (
    <Icon>
      <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8z" />
    </Icon>
  );
}

export interface SocialLoginProps {
  /** called after the session started */
  onSuccess: () => void;
  portal?: 'member' | 'agent';
}

/**
 * Social login buttons (spec 000 section 2): one per provider whose white-label flag is on, shown only when the
 * brand's identity provider is on. The provider proves the player; the platform logs in or creates the account.
 */
export function SocialLogin({ onSuccess, portal = 'member' }: SocialLoginProps) {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const errorText = useErrorText();
  const { getProvider, dialog } = useIdentityProvider();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState<SocialChannel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const channels = socialChannels(identityProviderOn(brand.identityProvider), brand.flags);
  if (!channels.length) return null;

  async function signIn(channel: SocialChannel) {
    setBusy(channel);
    setError(null);
    try {
      const credential = await (await getProvider()).signIn(channel);
      await login({ type: 'firebase', firebaseChannel: channel, firebaseIdToken: credential.idToken, portal, merchantCode: brand.merchantCode }).unwrap();
      onSuccess();
    } catch (failure) {
      if (failure instanceof IdentityCancelled) return;
      // a provider failure, or a token the platform could not verify: the sign-in did not work; other refusals say why
      setError(isApiError(failure) && failure.code !== ERROR_CODE.loginFailed ? errorText(failure) : t('social.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack as="section" $gap="3" aria-label={t('social.title')}>
      <Divider>{t('social.or')}</Divider>
      {error && <FormError role="alert">{error}</FormError>}
      {channels.map((channel) => (
        <Button key={channel} type="button" variant="secondary" block loading={busy === channel} disabled={busy !== null} onClick={() => void signIn(channel)}>
          <Label>
            <ChannelIcon channel={channel} />
            {t(`social.${channel}`)}
          </Label>
        </Button>
      ))}
      {dialog}
    </Stack>
  );
}

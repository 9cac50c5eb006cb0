import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { SocialChannel } from '@wl/api-client/protocol';
import { useBrand } from '@wl/brand';
import { createDemoProvider, type DemoAccount } from './demoProvider';
import { DemoSignInDialog } from './DemoSignInDialog';
import { useDemoIdentityTokenMutation, useDemoPhoneCodeMutation, useDemoPhoneTokenMutation } from './identityApi';
import { IdentityCancelled, loadIdentityProvider, type IdentityProvider } from './identityProvider';

interface Pending {
  channel: SocialChannel;
  resolve: (account: DemoAccount) => void;
  reject: (error: unknown) => void;
}

/**
 * The brand's identity provider, loaded on first use (the real adapter is a lazy chunk), and the element the
 * demo provider shows its sign-in dialog with: render `dialog` where the buttons are.
 */
export function useIdentityProvider(): { getProvider: () => Promise<IdentityProvider>; dialog: ReactNode } {
  const brand = useBrand();
  const [issueToken] = useDemoIdentityTokenMutation();
  const [sendPhoneCode] = useDemoPhoneCodeMutation();
  const [phoneToken] = useDemoPhoneTokenMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const provider = useRef<Promise<IdentityProvider> | undefined>(undefined);

  const getProvider = useCallback(() => {
    provider.current ??= loadIdentityProvider(brand.identityProvider, () =>
      createDemoProvider({
        chooseAccount: (channel) => new Promise<DemoAccount>((resolve, reject) => setPending({ channel, resolve, reject })),
        issueToken: async (payload) => (await issueToken(payload).unwrap()).idToken,
        sendPhoneCode: async (payload) => void (await sendPhoneCode(payload).unwrap()),
        phoneToken: async (payload) => (await phoneToken(payload).unwrap()).idToken,
      }),
    ).catch((error: unknown) => {
      provider.current = undefined;
      throw error;
    });
    return provider.current;
  }, [brand.identityProvider, issueToken, sendPhoneCode, phoneToken]);

  const dialog = pending && (
    <DemoSignInDialog
      channel={pending.channel}
      onChoose={(account) => {
        pending.resolve(account);
        setPending(null);
      }}
      onClose={() => {
        pending.reject(new IdentityCancelled());
        setPending(null);
      }}
    />
  );
  return { getProvider, dialog };
}

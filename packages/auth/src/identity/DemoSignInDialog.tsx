import { useId } from 'react';
import styled from 'styled-components';
import type { SocialChannel } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, Muted, Stack, TextField } from '@wl/ui-kit';
import { useAccountForm } from '../fields/fields';
import type { DemoAccount } from './demoProvider';

const PROVIDER_NAMES: Record<SocialChannel, string> = { google: 'Google', facebook: 'Facebook' };
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space['2']};
  > * {
    flex: 1;
  }
`;

export interface DemoSignInDialogProps {
  channel: SocialChannel;
  onChoose: (account: DemoAccount) => void;
  onClose: () => void;
}

/** The demo identity provider's sign-in: a small dialog of this site standing in for the provider's page. */
export function DemoSignInDialog({ channel, onChoose, onClose }: DemoSignInDialogProps) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const introId = useId();
  const form = useAccountForm({
    initial: { email: `player@${channel}.example`, name: '' },
    validate: { email: (email) => (EMAIL.test(email.trim()) ? undefined : { key: 'validation.emailIncorrect' }) },
    onSubmit: ({ email, name }) => onChoose({ email: email.trim(), name: name.trim() }),
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('social.demoTitle', { provider: PROVIDER_NAMES[channel] })}
      closeLabel={tc('common.close')}
      aria-describedby={introId}
    >
      <Stack as="form" $gap="3" onSubmit={(event) => void form.submit(event)} noValidate>
        <Muted id={introId}>{t('social.demoIntro')}</Muted>
        <TextField {...form.field('email')} label={t('fields.email')} type="email" name="email" autoComplete="email" />
        <TextField {...form.field('name')} label={t('social.demoName')} name="name" autoComplete="name" />
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {tc('common.cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {t('social.demoContinue')}
          </Button>
        </Actions>
      </Stack>
    </Dialog>
  );
}

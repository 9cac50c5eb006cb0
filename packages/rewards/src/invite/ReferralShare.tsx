import { useId } from 'react';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, LinkText, Muted, QrCode, useCopy } from '@wl/ui-kit';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['3']};
`;

/** At large text the code keeps to part of the screen's height, so the link and buttons stay in sight. */
const Code = styled(QrCode)`
  max-width: min(100%, 30vh);
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  width: 100%;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${(p) => p.theme.space['2']};
  width: 100%;
`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The member's referral link with its QR code, copy (toast copy_success, 2 s) and share: the Web Share API where
 * the browser has it, else the invitation text and link are copied to paste in a message. Used by the invite
 * friends page and the tab bar's referral dialog.
 */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const copyText = useCopy();
  const linkId = useId();
  const text = t('invite.shareText', { brand: brand.name });
  const copy = (value: string, done: string) => copyText(value, { done, failed: t('invite.copyFailed') });

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: brand.name, text, url: link });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    await copy(`${text} ${link}`, t('invite.copiedToShare'));
  };

  return (
    <Box>
      <Code value={link} label={t('invite.qrLabel')} size={11} />
      <Field>
        <Muted as="span" id={linkId}>
          {t('invite.linkLabel')}
        </Muted>
        <LinkText aria-labelledby={linkId} data-testid="referral-link">
          {link}
        </LinkText>
        <Muted as="span">{t('invite.code', { code })}</Muted>
      </Field>
      <Actions>
        <Button variant="secondary" onClick={() => void copy(link, tc('common.copySuccess'))}>
          {t('invite.copy')}
        </Button>
        <Button onClick={() => void share()}>{t('invite.share')}</Button>
      </Actions>
    </Box>
  );
}

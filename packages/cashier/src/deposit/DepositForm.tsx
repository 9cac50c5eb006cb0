import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  brandUrlPolicy,
  compareAmounts,
  errorField,
  openablePlatformUrl,
  openBlankWindow,
  openPlatformUrl,
  readAmount,
  useMoneyFlow,
  type ApiError,
  type MoneyCheck,
} from '@wl/api-client';
import { PROTECTION_ERROR } from '@wl/api-client/catalogue';
import { useBrand } from '@wl/brand';
import { errorMessageKey, isoInstant, useDates, useTranslation } from '@wl/i18n';
import { Button, Muted, Notice, Stack, useForm } from '@wl/ui-kit';
import {
  isRedirectKind,
  RECORD_DAYS,
  useDepositManualMutation,
  useDepositRedirectMutation,
  useLazyDepositRecordsQuery,
  type DepositChannel,
  type DepositPromotion,
  type DepositRecord,
  type ManualDeposit,
  type RedirectKind,
} from './depositApi';
import { useFormatAmount } from '@wl/auth';
import { AmountSection } from './AmountSection';
import { BlockedPrompt, CheckedNotice, checkedOutcome, DepositOrder, type Outcome } from './DepositOutcome';
import { ManualFields } from './ManualFields';
import { ReceivingAccount } from './ReceivingAccount';
import {
  amountMessage,
  cleanName,
  depositorNameMessage,
  promotionMessage,
  receiptMessage,
  recordRange,
  referenceMessage,
  transferTimeMessage,
  type FormMessage,
} from './rules';
import { EMPTY, emptyFileInput, ErrorText, Fieldset, useMessageText, type Values } from './ui';

/** When a submit starts (read in the submit handler, never while rendering). */
const submittedAt = (): number => Date.now();

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  & > input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  & > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;

export interface DepositFormProps {
  channel: DepositChannel;
  promotions: readonly DepositPromotion[];
}

/**
 * The deposit form of one channel: amount (quick chips, limits, fee), an optional promotion, and for a manual
 * transfer the receiving account, depositor name, transfer time, reference and receipt. A gateway or e-wallet
 * deposit opens its payment page in a window opened during the tap; a blocked popup offers this tab instead. The
 * payment page opens only as `openPlatformUrl` accepts it (the brand's `link` policy: https, http only where the
 * brand allows it, the platform's own origin); a refused one closes the window and says so.
 * Every deposit goes through `useMoneyFlow` (one request per submission, the button locked while in flight and while
 * the records are read after an answer that never came); the player is told what the records say.
 */
export function DepositForm({ channel, promotions }: DepositFormProps) {
  const { t } = useTranslation('cashier');
  const dateTime = useDates().time;
  const format = useFormatAmount();
  const payments = brandUrlPolicy(useBrand(), 'link');
  const manual = channel.kind === 'manual';
  const [outcome, setOutcome] = useState<Outcome>();
  const [blockedUrl, setBlockedUrl] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  // when the submit started, and the payment window opened in its tap: what the check after a lost answer needs
  const since = useRef(0);
  const blankWindow = useRef<Window | null>(null);
  const [readRecords] = useLazyDepositRecordsQuery();
  const [redirect] = useDepositRedirectMutation();
  const [sendManual] = useDepositManualMutation();

  /**
   * After an answer that never came: the newest deposit of this channel and amount made since the submit, if any
   * (a failed read is `unknown`).
   */
  const findDeposit = async ({ amount }: { amount: string }): Promise<MoneyCheck<DepositRecord>> => {
    const records = await readRecords({ ...recordRange(RECORD_DAYS), pageNo: 1 }, false).unwrap();
    const made = records.list.find(
      (r) => r.channelName === channel.name && compareAmounts(r.amount, amount) === 0 && r.createdAt >= since.current - 5 * 60_000,
    );
    return made ? { state: 'made', value: made } : { state: 'notMade' };
  };

  const redirectOp = useMoneyFlow({
    send: (args: { kind: RedirectKind; channel: string; amount: string; promotionId?: number }, idempotencyKey: string) =>
      redirect({ ...args, idempotencyKey }).unwrap(),
    check: (args: { amount: string }) => {
      // no payment page to show: the blank window goes before the records are read
      blankWindow.current?.close();
      return findDeposit(args);
    },
  });
  // the receipt is a File (JSON has no room for it): its name, size and date tell one submission from another
  const manualOp = useMoneyFlow({
    send: ({ receiptId: _receiptId, ...args }: ManualDeposit & { receiptId: string }, idempotencyKey: string) =>
      sendManual({ ...args, idempotencyKey }).unwrap(),
    check: findDeposit,
  });
  const inFlight = redirectOp.inFlight || manualOp.inFlight;
  const checking = redirectOp.checking || manualOp.checking;

  const text = useMessageText();
  const promotionOf = (values: Values) => promotions.find((p) => String(p.promotionId) === values.promotionId);

  /** What the records said after an answer that never came. */
  const tellWhatHappened = (result: MoneyCheck<DepositRecord>) => setOutcome(checkedOutcome(result, format));

  const refused = (error: ApiError) => {
    if (error.code === PROTECTION_ERROR.depositLimit) {
      // the player's own deposit limit (player protection): what is left and when it starts again, at the amount
      const { remaining, resetsAt } = error.value as { remaining: string; resetsAt: number };
      form.setError('amount', { key: 'deposit.limitLeft', values: { amount: format(remaining), time: dateTime(resetsAt) } });
      return;
    }
    const field = errorField(error);
    const message: FormMessage = { platform: errorMessageKey(error.code) };
    if (field && field in EMPTY) form.setError(field as keyof Values, message);
    else form.setFormError(message);
  };

  const form = useForm<Values, FormMessage>({
    initial: EMPTY,
    validate: {
      amount: (value) => amountMessage(value, channel, format),
      promotionId: (_value, values) => promotionMessage(promotionOf(values), values.amount, format),
      depositorName: (value) => (manual ? depositorNameMessage(value) : undefined),
      transferTime: (value) => (manual ? transferTimeMessage(value) : undefined),
      reference: (value) => (manual ? referenceMessage(value) : undefined),
      receipt: (value) => (manual ? receiptMessage(value) : undefined),
    },
    dependsOn: { promotionId: ['amount'] },
    render: (message) => text(message),
    onSubmit: async (values) => {
      setOutcome(undefined);
      const reading = readAmount(values.amount, { min: channel.minAmount, max: channel.maxAmount });
      if (!reading.ok) return;
      const amount = reading.amount;
      const promotion = promotionOf(values);
      since.current = submittedAt();
      if (isRedirectKind(channel.kind)) {
        // the window opens in the tap, before the answer: popup blockers allow only that
        const popup = openBlankWindow();
        blankWindow.current = popup;
        const result = await redirectOp.run({
          kind: channel.kind,
          channel: channel.channel,
          amount,
          ...(promotion ? { promotionId: promotion.promotionId } : {}),
        });
        if (!result) return;
        if (result.state !== 'done') {
          popup?.close();
          if (result.state === 'refused') refused(result.error);
          else tellWhatHappened(result);
          return;
        }
        const { orderId, paymentUrl, qrCodeUrl } = result.value;
        if (!paymentUrl && qrCodeUrl) {
          // a code for the wallet app to scan: drawn here, never navigated to (only an http(s) one may also be opened)
          popup?.close();
          setOutcome({ kind: 'order', orderId, waiting: 'scan', qrCode: qrCodeUrl, paymentUrl: openablePlatformUrl(qrCodeUrl, payments) });
          form.reset();
          return;
        }
        const url = openablePlatformUrl(paymentUrl, payments);
        if (!url) {
          popup?.close();
          form.setFormError({ key: 'deposit.errors.badPaymentUrl' });
          return;
        }
        if (openPlatformUrl(url, payments, popup) === 'blocked') setBlockedUrl(url);
        setOutcome({ kind: 'order', orderId, waiting: 'payment', paymentUrl: url });
        form.reset();
        return;
      }
      const receipt = values.receipt;
      const result = await manualOp.run({
        channel: channel.channel,
        amount,
        depositorName: cleanName(values.depositorName),
        transferTime: isoInstant(values.transferTime),
        reference: values.reference.trim(),
        ...(promotion ? { promotionId: promotion.promotionId } : {}),
        receipt,
        receiptId: receipt ? `${receipt.name}:${receipt.size}:${receipt.lastModified}` : '',
      });
      if (!result) return;
      if (result.state === 'refused') refused(result.error);
      else if (result.state !== 'done') tellWhatHappened(result);
      else {
        setOutcome({ kind: 'order', orderId: result.value.orderId, waiting: 'manual' });
        emptyFileInput(fileInput);
        form.reset();
      }
    },
  });

  const formError = form.formError as FormMessage | undefined;
  const promotionError = form.errors.promotionId ? text(form.errors.promotionId) : undefined;
  const promotionErrorId = useId();

  const blockedPrompt = <BlockedPrompt url={blockedUrl} payments={payments} onClose={() => setBlockedUrl(undefined)} />;

  if (outcome?.kind === 'order') {
    return (
      <>
        <DepositOrder outcome={outcome} payments={payments} onBlocked={setBlockedUrl} onDone={() => setOutcome(undefined)} />
        {blockedPrompt}
      </>
    );
  }

  return (
    <Stack $gap="3">
      {manual && channel.receivingAccount && <ReceivingAccount account={channel.receivingAccount} />}
      <form noValidate onSubmit={(event) => void form.submit(event)} aria-label={t('deposit.title')}>
        <Stack $gap="3">
          <AmountSection form={form} channel={channel} />

          {promotions.length > 0 && (
            <Fieldset
              ref={form.ref('promotionId') as (element: HTMLFieldSetElement | null) => void}
              tabIndex={-1}
              aria-describedby={promotionError ? promotionErrorId : undefined}
            >
              <legend>{t('deposit.promotion.label')}</legend>
              {[undefined, ...promotions].map((promotion) => {
                const id = promotion ? String(promotion.promotionId) : '';
                return (
                  <Choice key={id || 'none'}>
                    <input type="radio" name="promotionId" value={id} checked={form.values.promotionId === id} onChange={() => form.set('promotionId', id)} />
                    <span>
                      <span>{promotion ? promotion.title : t('deposit.promotion.none')}</span>
                      {promotion && <Muted as="span">{t('deposit.promotion.minDeposit', { amount: format(promotion.minDeposit) })}</Muted>}
                    </span>
                  </Choice>
                );
              })}
              {promotionError && <ErrorText id={promotionErrorId}>{promotionError}</ErrorText>}
            </Fieldset>
          )}

          {manual && <ManualFields form={form} fileInput={fileInput} />}

          <CheckedNotice checking={checking} outcome={outcome} />
          {formError && (
            <Notice $tone="danger" role="alert">
              {text(formError)}
            </Notice>
          )}
          <Button type="submit" block size="lg" loading={inFlight} disabled={inFlight}>
            {isRedirectKind(channel.kind) ? t('deposit.submit.redirect') : t('deposit.submit.manual')}
          </Button>
        </Stack>
      </form>
      {blockedPrompt}
    </Stack>
  );
}

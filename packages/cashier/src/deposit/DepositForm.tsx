import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  addAmounts,
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
import { Button, Card, Muted, Notice, Prompt, Row, Stack, TextField, useCopy, useForm, visuallyHidden } from '@wl/ui-kit';
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
import { OrderStatus } from './OrderStatus';
import {
  amountMessage,
  cleanName,
  depositorNameMessage,
  promotionMessage,
  RECEIPT_ACCEPT,
  RECEIPT_MAX_MB,
  receiptMessage,
  recordRange,
  referenceMessage,
  transferTimeMessage,
  type DepositMessage,
  type FormMessage,
} from './rules';

interface Values {
  amount: string;
  /** '' for none, else the promotion's id */
  promotionId: string;
  depositorName: string;
  transferTime: string;
  reference: string;
  receipt: File | null;
}

const EMPTY: Values = { amount: '', promotionId: '', depositorName: '', transferTime: '', reference: '', receipt: null };

/** When a submit starts (read in the submit handler, never while rendering). */
const submittedAt = (): number => Date.now();

/** What the form shows after a submit: the deposit made, or what the records say after an answer that never came. */
type Outcome =
  | { kind: 'order'; orderId: string; waiting: 'manual' | 'payment' | 'scan'; paymentUrl?: string; qrCode?: string }
  | { kind: 'checked'; message: DepositMessage; tone: 'info' | 'success' | 'danger' };

const Chip = styled.button<{ $on: boolean }>`
  min-height: ${(p) => p.theme.size.touch};
  min-width: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => (p.$on ? p.theme.color.brand.primary : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$on ? p.theme.color.brand.primary : p.theme.color.bg.sunken)};
  color: ${(p) => (p.$on ? p.theme.color.text.onPrimary : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.size.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${(p) => p.theme.space['2']};
    padding: 0;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

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

const AccountList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
`;

const AccountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  & > dt {
    flex: 1 0 100%;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  & > dd {
    flex: 1 1 8rem;
    min-width: 0;
    margin: 0;
    color: ${(p) => p.theme.color.text.primary};
    font-size: ${(p) => p.theme.font.size.md};
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md};
`;

const HiddenFile = styled.input`
  ${visuallyHidden}
`;

/** The merchant's receiving account of a manual channel, each value with a copy button. */
function ReceivingAccount({ account }: { account: NonNullable<DepositChannel['receivingAccount']> }) {
  const { t } = useTranslation('cashier');
  const headingId = useId();
  const rows = [
    ['bankName', account.bankName],
    ['accountName', account.accountName],
    ['accountNumber', account.accountNumber],
    ['branch', account.branch],
  ] as const;
  const copyText = useCopy();
  const copy = (text: string) => void copyText(text, { done: t('common.copied'), failed: t('deposit.account.copyFailed') });
  return (
    <Card aria-labelledby={headingId}>
      <Title id={headingId}>{t('deposit.account.title')}</Title>
      <AccountList>
        {rows.map(([field, value]) =>
          value ? (
            <AccountRow key={field}>
              <dt>{t(`deposit.account.${field}`)}</dt>
              <dd>{value}</dd>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('deposit.account.copy', { field: t(`deposit.account.${field}`) })}
                onClick={() => copy(value)}
              >
                {t('common.copy')}
              </Button>
            </AccountRow>
          ) : null,
        )}
      </AccountList>
    </Card>
  );
}

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
  const { t: tc } = useTranslation();
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

  const text = (message: FormMessage): string => ('platform' in message ? tc(message.platform) : t(message.key, message.values));
  const promotionOf = (values: Values) => promotions.find((p) => String(p.promotionId) === values.promotionId);

  /** What the records said after an answer that never came. */
  const tellWhatHappened = (result: MoneyCheck<DepositRecord>) => {
    if (result.state === 'unknown') setOutcome({ kind: 'checked', message: { key: 'common.unknownOutcome' }, tone: 'danger' });
    else if (result.state === 'notMade') setOutcome({ kind: 'checked', message: { key: 'deposit.order.notFound' }, tone: 'info' });
    else {
      const made = result.value;
      setOutcome({
        kind: 'checked',
        message: { key: `deposit.order.${made.status}`, values: { orderId: made.orderId, amount: format(made.amount) } },
        tone: made.status === 'success' ? 'success' : made.status === 'failed' ? 'danger' : 'info',
      });
    }
  };

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
        if (fileInput.current) fileInput.current.value = '';
        form.reset();
      }
    },
  });

  const amountReading = readAmount(form.values.amount, { min: channel.minAmount, max: channel.maxAmount });
  const hasFee = compareAmounts(channel.fee, '0') > 0;
  const formError = form.formError as FormMessage | undefined;
  const limitsText = t('common.limits', { min: format(channel.minAmount), max: format(channel.maxAmount) });
  const feeText = hasFee
    ? t('deposit.amount.fee', { fee: format(channel.fee), total: format(addAmounts(amountReading.ok ? amountReading.amount : '0', channel.fee)) })
    : t('deposit.amount.noFee');
  const promotionError = form.errors.promotionId ? text(form.errors.promotionId) : undefined;
  const receiptError = form.errors.receipt ? text(form.errors.receipt) : undefined;
  const promotionErrorId = useId();
  const receiptHintId = useId();

  const onReceipt = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    form.set('receipt', file);
    if (file) form.validateField('receipt');
  };
  const removeReceipt = () => {
    form.set('receipt', null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const blockedPrompt = (
    <Prompt
      open={blockedUrl !== undefined}
      title={t('deposit.payment.title')}
      message={tc('common.popupBlocked')}
      confirmLabel={tc('common.openHere')}
      cancelLabel={tc('common.cancel')}
      onConfirm={() => {
        if (blockedUrl) openPlatformUrl(blockedUrl, payments, 'here');
        setBlockedUrl(undefined);
      }}
      onCancel={() => setBlockedUrl(undefined)}
    />
  );

  if (outcome?.kind === 'order') {
    const paymentUrl = outcome.paymentUrl;
    return (
      <>
        <OrderStatus
          orderId={outcome.orderId}
          waiting={outcome.waiting}
          qrCode={outcome.qrCode}
          paymentUrl={paymentUrl}
          onOpenPayment={
            paymentUrl
              ? () => {
                  if (openPlatformUrl(paymentUrl, payments, 'window') === 'blocked') setBlockedUrl(paymentUrl);
                }
              : undefined
          }
          onDone={() => setOutcome(undefined)}
        />
        {blockedPrompt}
      </>
    );
  }

  return (
    <Stack $gap="3">
      {manual && channel.receivingAccount && <ReceivingAccount account={channel.receivingAccount} />}
      <form noValidate onSubmit={(event) => void form.submit(event)} aria-label={t('deposit.title')}>
        <Stack $gap="3">
          <TextField {...form.field('amount')} label={t('deposit.amount.label')} inputMode="decimal" autoComplete="off" hint={limitsText} />
          {channel.quickAmounts.length > 0 && (
            <Row role="group" aria-label={t('deposit.amount.quick')}>
              {channel.quickAmounts.map((quick) => (
                <Chip
                  key={quick}
                  type="button"
                  $on={amountReading.ok && compareAmounts(amountReading.amount, quick) === 0}
                  aria-pressed={amountReading.ok && compareAmounts(amountReading.amount, quick) === 0}
                  aria-label={t('deposit.amount.quickAmount', { amount: format(quick) })}
                  onClick={() => form.set('amount', quick)}
                >
                  {format(quick)}
                </Chip>
              ))}
            </Row>
          )}
          <Muted>{feeText}</Muted>

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

          {manual && (
            <>
              <TextField
                {...form.field('depositorName')}
                label={t('deposit.manual.depositorName')}
                hint={t('deposit.manual.depositorNameHint')}
                autoComplete="name"
                maxLength={60}
              />
              <TextField {...form.field('transferTime')} label={t('deposit.manual.transferTime')} type="datetime-local" />
              <TextField
                {...form.field('reference')}
                label={t('deposit.manual.reference')}
                hint={t('deposit.manual.referenceHint')}
                autoComplete="off"
                maxLength={80}
              />
              <Fieldset ref={form.ref('receipt') as (element: HTMLFieldSetElement | null) => void} tabIndex={-1}>
                <legend>{t('deposit.manual.receipt')}</legend>
                <HiddenFile
                  ref={fileInput}
                  id={`${receiptHintId}-file`}
                  type="file"
                  accept={RECEIPT_ACCEPT}
                  onChange={onReceipt}
                  aria-describedby={receiptHintId}
                  aria-invalid={!!receiptError}
                />
                {form.values.receipt && <Muted>{form.values.receipt.name}</Muted>}
                <Row>
                  <Button type="button" size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
                    {form.values.receipt ? t('deposit.manual.replaceReceipt') : t('deposit.manual.chooseReceipt')}
                  </Button>
                  {form.values.receipt && (
                    <Button type="button" size="sm" variant="ghost" onClick={removeReceipt}>
                      {t('deposit.manual.removeReceipt')}
                    </Button>
                  )}
                </Row>
                {receiptError ? (
                  <ErrorText id={receiptHintId}>{receiptError}</ErrorText>
                ) : (
                  <Muted id={receiptHintId}>{t('deposit.manual.receiptHint', { size: String(RECEIPT_MAX_MB) })}</Muted>
                )}
              </Fieldset>
            </>
          )}

          <div role="status" aria-live="polite">
            {checking && <Notice $tone="info">{t('common.checking')}</Notice>}
            {!checking && outcome?.kind === 'checked' && <Notice $tone={outcome.tone}>{t(outcome.message.key, outcome.message.values)}</Notice>}
          </div>
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

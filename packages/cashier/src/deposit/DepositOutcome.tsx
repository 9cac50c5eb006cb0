import { openPlatformUrl, type MoneyCheck, type PlatformUrlPolicy } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Notice, Prompt } from '@wl/ui-kit';
import type { DepositRecord } from './depositApi';
import { OrderStatus } from './OrderStatus';
import type { DepositMessage } from './rules';

/** What the form shows after a submit: the deposit made, or what the records say after an answer that never came. */
export type Outcome =
  | { kind: 'order'; orderId: string; waiting: 'manual' | 'payment' | 'scan'; paymentUrl?: string; qrCode?: string }
  | { kind: 'checked'; message: DepositMessage; tone: 'info' | 'success' | 'danger' };

/** What the records said after an answer that never came. */
export function checkedOutcome(result: MoneyCheck<DepositRecord>, format: (amount: string) => string): Outcome {
  if (result.state === 'unknown') return { kind: 'checked', message: { key: 'common.unknownOutcome' }, tone: 'danger' };
  if (result.state === 'notMade') return { kind: 'checked', message: { key: 'deposit.order.notFound' }, tone: 'info' };
  const made = result.value;
  return {
    kind: 'checked',
    message: { key: `deposit.order.${made.status}`, values: { orderId: made.orderId, amount: format(made.amount) } },
    tone: made.status === 'success' ? 'success' : made.status === 'failed' ? 'danger' : 'info',
  };
}

/** While the records are read, then what they said (announced politely). */
export function CheckedNotice({ checking, outcome }: { checking: boolean; outcome: Outcome | undefined }) {
  const { t } = useTranslation('cashier');
  return (
    <div role="status" aria-live="polite">
      {checking && <Notice $tone="info">{t('common.checking')}</Notice>}
      {!checking && outcome?.kind === 'checked' && <Notice $tone={outcome.tone}>{t(outcome.message.key, outcome.message.values)}</Notice>}
    </div>
  );
}

/** A payment page the browser kept from opening in a window (`url`): offers to open it in this tab. */
export function BlockedPrompt({ url, payments, onClose }: { url: string | undefined; payments: PlatformUrlPolicy; onClose: () => void }) {
  const { t } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  return (
    <Prompt
      open={url !== undefined}
      title={t('deposit.payment.title')}
      message={tc('common.popupBlocked')}
      confirmLabel={tc('common.openHere')}
      cancelLabel={tc('common.cancel')}
      onConfirm={() => {
        if (url) openPlatformUrl(url, payments, 'here');
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

/** The deposit made: its state, with its payment page to open again (`onBlocked` when the browser keeps it shut). */
export function DepositOrder({
  outcome,
  payments,
  onBlocked,
  onDone,
}: {
  outcome: Extract<Outcome, { kind: 'order' }>;
  payments: PlatformUrlPolicy;
  onBlocked: (url: string) => void;
  onDone: () => void;
}) {
  const paymentUrl = outcome.paymentUrl;
  return (
    <OrderStatus
      orderId={outcome.orderId}
      waiting={outcome.waiting}
      qrCode={outcome.qrCode}
      paymentUrl={paymentUrl}
      onOpenPayment={
        paymentUrl
          ? () => {
              if (openPlatformUrl(paymentUrl, payments, 'window') === 'blocked') onBlocked(paymentUrl);
            }
          : undefined
      }
      onDone={onDone}
    />
  );
}

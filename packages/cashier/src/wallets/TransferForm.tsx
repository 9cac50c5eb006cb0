import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { errorField, readAmount, useMoneyFlow, type ApiError, type AmountProblem, type MoneyCheck } from '@wl/api-client';
import { MAIN_WALLET_CODE } from '@wl/api-client/catalogue';
import { useRevalidateOnLanguageChange } from '@wl/auth/forms';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Card, Heading, InlineMessage, TextField, useForm, useToast } from '@wl/ui-kit';
import styled from 'styled-components';
import { Row, Select, SelectLabel } from './ui';
import { useWalletTransferMutation, type WalletsValue } from './walletsApi';

const SwapButton = styled(Button)`
  align-self: flex-end;
  min-width: ${(p) => p.theme.size.touch};
`;

type Values = { from: string; to: string; amount: string };
type Message = { key: 'amount'; problem: AmountProblem; limit?: string } | { key: 'platform'; code: string };

/** What the wallets page asks of the form: a vendor wallet chosen in the list. */
export interface TransferFormHandle {
  transferWith: (vendor: string) => void;
}

interface Props {
  wallets: WalletsValue;
  /** formats a decimal string with the currency */
  money: (amount: string) => string;
  /** reads the balances again; resolves with them (what an unknown outcome is checked against) */
  reload: () => Promise<WalletsValue | undefined>;
}

/**
 * A transfer between the main wallet and one vendor wallet: one side is always main (choosing a vendor on one
 * side puts main on the other). The amount is checked against the source wallet; the transfer runs once per
 * submission (useMoneyFlow), and an unanswered one is checked against the balances read again.
 */
export const TransferForm = forwardRef<TransferFormHandle, Props>(function TransferForm({ wallets, money, reload }, handle) {
  const { t } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [send] = useWalletTransferMutation();
  // the source wallet's balance when the transfer was sent: what the balance read after a lost answer is compared with
  const before = useRef('');
  const transfer = useMoneyFlow({
    send: (args: Values, idempotencyKey: string) => send({ ...args, idempotencyKey }).unwrap(),
    // no answer: read the balances; the source wallet's balance changed if the money moved (not read: unknown)
    check: async ({ from }: Values): Promise<MoneyCheck<string>> => {
      const after = (await reload())?.wallets.find((w) => w.vendor === from)?.balance;
      if (after === undefined) return { state: 'unknown' };
      return after !== before.current ? { state: 'made', value: after } : { state: 'notMade' };
    },
  });
  const [notice, setNotice] = useState<{ kind: 'info' | 'danger'; text: string } | undefined>(undefined);
  const firstVendor = wallets.wallets.find((w) => w.vendor !== MAIN_WALLET_CODE)?.vendor ?? MAIN_WALLET_CODE;
  const balanceOf = (code: string) => wallets.wallets.find((w) => w.vendor === code)?.balance ?? '0.00';
  const nameOf = (code: string) => (code === MAIN_WALLET_CODE ? t('wallets.main') : (wallets.wallets.find((w) => w.vendor === code)?.name ?? code));

  const form = useForm<Values, Message>({
    initial: { from: MAIN_WALLET_CODE, to: firstVendor, amount: '' },
    validate: {
      amount: (amount, { from }) => {
        const reading = readAmount(amount, { balance: balanceOf(from) });
        return reading.ok ? undefined : { key: 'amount', problem: reading.problem, limit: reading.limit && money(reading.limit) };
      },
    },
    dependsOn: { amount: ['from'] },
    render: (m) => (m.key === 'amount' ? t(`amount.${m.problem}`, { limit: m.limit }) : tc(errorMessageKey(m.code))),
    onSubmit: async (values) => {
      setNotice(undefined);
      const reading = readAmount(values.amount, { balance: balanceOf(values.from) });
      if (!reading.ok) return;
      const args = { from: values.from, to: values.to, amount: reading.amount };
      before.current = balanceOf(values.from);
      const outcome = await transfer.run(args);
      if (!outcome) return;
      const text = { amount: money(reading.amount), from: nameOf(values.from), to: nameOf(values.to) };
      if (outcome.state === 'done') {
        toast.show({ message: t('wallets.transfer.done', text), kind: 'success' });
        form.set('amount', '');
        return;
      }
      if (outcome.state === 'refused') return refused(outcome.error, values.from);
      // no answer: say what the balances read again show; nothing is sent again by itself
      if (outcome.state === 'unknown') setNotice({ kind: 'danger', text: t('common.unknownOutcome') });
      else if (outcome.state === 'made') setNotice({ kind: 'info', text: t('wallets.transfer.wentThrough', text) });
      else setNotice({ kind: 'danger', text: t('wallets.transfer.notDone') });
    },
  });
  useRevalidateOnLanguageChange(form.revalidate);

  async function refused(error: ApiError, from: string) {
    const field = errorField(error);
    if (field !== 'amount') return setNotice({ kind: 'danger', text: tc(errorMessageKey(error.code)) });
    // the amount passed the check here, so the wallet held less than shown: say what it holds now
    const balance = (await reload())?.wallets.find((w) => w.vendor === from)?.balance;
    form.setError('amount', balance === undefined ? { key: 'platform', code: error.code } : { key: 'amount', problem: 'aboveBalance', limit: money(balance) });
  }

  const choose = (side: 'from' | 'to', code: string) => {
    const other = side === 'from' ? 'to' : 'from';
    setNotice(undefined);
    form.set(side, code);
    if (code === MAIN_WALLET_CODE && form.values[other] === MAIN_WALLET_CODE) form.set(other, firstVendor);
    if (code !== MAIN_WALLET_CODE) form.set(other, MAIN_WALLET_CODE);
  };

  const swap = () => {
    const { from, to } = form.values;
    setNotice(undefined);
    form.set('from', to);
    form.set('to', from);
  };

  useImperativeHandle(handle, () => ({
    transferWith: (vendor: string) => {
      // money goes to a game wallet; from one that holds something and main is empty, it comes back
      const back = balanceOf(vendor) !== '0.00' && balanceOf(MAIN_WALLET_CODE) === '0.00';
      choose(back ? 'from' : 'to', vendor);
      form.focus('amount');
    },
  }));

  const options = wallets.wallets.map((w) => (
    <option key={w.vendor} value={w.vendor}>
      {nameOf(w.vendor)}
    </option>
  ));
  const source = balanceOf(form.values.from);

  return (
    <Card as="form" aria-labelledby="transfer-title" onSubmit={(e) => void form.submit(e)} noValidate>
      <Heading id="transfer-title">{t('wallets.transfer.title')}</Heading>
      <Row>
        <SelectLabel>
          {t('wallets.transfer.from')}
          <Select value={form.values.from} onChange={(e) => choose('from', e.target.value)}>
            {options}
          </Select>
        </SelectLabel>
        <SwapButton type="button" variant="ghost" aria-label={t('wallets.transfer.swap')} title={t('wallets.transfer.swap')} onClick={swap}>
          <span aria-hidden="true">⇄</span>
        </SwapButton>
        <SelectLabel>
          {t('wallets.transfer.to')}
          <Select value={form.values.to} onChange={(e) => choose('to', e.target.value)}>
            {options}
          </Select>
        </SelectLabel>
      </Row>
      <TextField
        {...form.field('amount')}
        label={t('common.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('wallets.transfer.available', { amount: money(source) })}
        trailing={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('wallets.transfer.allLabel', { wallet: nameOf(form.values.from) })}
            onClick={() => form.set('amount', source)}
          >
            {t('wallets.transfer.all')}
          </Button>
        }
      />
      {transfer.checking ? (
        <InlineMessage tone="info">{t('common.checking')}</InlineMessage>
      ) : (
        notice && <InlineMessage tone={notice.kind}>{notice.text}</InlineMessage>
      )}
      <Button type="submit" block size="lg" loading={transfer.inFlight}>
        {t('wallets.transfer.submit')}
      </Button>
    </Card>
  );
});

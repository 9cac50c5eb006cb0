import { useState } from 'react';
import styled from 'styled-components';
import { errorField } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useErrorText, usePhoneCode } from '@wl/auth/forms';
import { Alert, Button, digitsOnly, Muted, PinField, Stack, Tabs, TextField, useToast, type Form } from '@wl/ui-kit';
import {
  useCustomerSecurityQuestionsQuery,
  useSecurityQuestionsQuery,
  useSetEmailMutation,
  useSetNicknameMutation,
  useSetPayeeNameMutation,
} from './securityApi';
import { BANK_TEXT, NAME, required, Title, useCashierForm, useSecretCalls, type CashierKey, type Message } from './ui';
import { WITHDRAWAL_PASSWORD } from '@wl/api-client/catalogue';

/** A mobile number: 6 to 20 digits (the country code is picked beside it). */
const MOBILE_DIGITS = /^\d{6,20}$/;

/** What a form does once the platform has taken it (the screen then reads the state again). */
interface DoneProps {
  onDone?: () => void;
}

const mobileCheck = (value: string): Message | undefined =>
  required(value) ?? (MOBILE_DIGITS.test(value.trim()) ? undefined : { key: 'security.validation.mobile' });
const sixDigits = (value: string): Message | undefined => (WITHDRAWAL_PASSWORD.test(value) ? undefined : { key: 'security.validation.sixDigits' });
const confirmOf = (value: string, password: string): Message | undefined => (value === password ? undefined : { key: 'security.validation.confirm' });
const nameCheck = (value: string): Message | undefined =>
  required(value) ?? (NAME.test(value.trim().replace(/\s+/g, ' ')) ? undefined : { key: 'security.validation.name' });
const bankText = (value: string): Message | undefined =>
  required(value) ?? (BANK_TEXT.test(value.trim()) ? undefined : { key: 'security.validation.bankText' });
/** Card numbers: spaces allowed (stripped), then 10 to 19 digits. */
export const cardNumberCheck = (value: string): Message | undefined => {
  const digits = value.replace(/\s+/g, '');
  if (!digits) return { key: 'security.validation.required' };
  if (!/^\d+$/.test(digits)) return { key: 'security.validation.cardDigits' };
  return digits.length >= 10 && digits.length <= 19 ? undefined : { key: 'security.validation.cardLength' };
};

/**
 * Sends `action`; a refusal naming a field shows next to it, any other above the button. Nothing typed is lost but
 * the secrets named in `clear` (passwords, answers, a code), which never stay on screen whatever the outcome. When it
 * is done: the form is emptied where `reset` says so, the player is told (`saved`) and `onDone` runs.
 */
function useSubmit<V>(
  form: Pick<Form<V, Message>, 'setError' | 'setFormError' | 'set' | 'reset'>,
  fields: readonly string[],
  { onDone, saved = 'security.saved' }: { onDone?: () => void; saved?: CashierKey } = {},
) {
  const { t } = useTranslation('cashier');
  const toast = useToast();
  const errorText = useErrorText();
  return async (
    action: () => Promise<unknown>,
    { values, clear = [], reset = false }: { values?: V; clear?: readonly Extract<keyof V, string>[]; reset?: boolean } = {},
  ) => {
    let done = false;
    try {
      await action();
      done = true;
    } catch (error) {
      const field = errorField(error);
      if (field && fields.includes(field))
        form.setError(field as Extract<keyof V, string>, { key: 'security.platformError', values: { text: errorText(error) } });
      else form.setFormError(error);
    }
    for (const name of clear) if (values?.[name]) form.set(name, '' as V[typeof name]);
    if (done) {
      if (reset) form.reset();
      toast.show({ message: t(saved), kind: 'success' });
      onDone?.();
    }
  };
}

function FormFailure({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return error === undefined ? null : <Alert role="alert">{errorText(error)}</Alert>;
}

/** The payee name: set once, as on the bank account. */
export function PayeeNameForm({ onDone }: DoneProps) {
  const { t } = useTranslation('cashier');
  const [save] = useSetPayeeNameMutation();
  const form = useCashierForm<{ payeeName: string }>({
    initial: { payeeName: '' },
    validate: { payeeName: nameCheck },
    onSubmit: async ({ payeeName }) => {
      await submit(() => save({ payeeName: payeeName.trim().replace(/\s+/g, ' ') }).unwrap());
    },
  });
  const submit = useSubmit<{ payeeName: string }>(form, ['payeeName'], { onDone });
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('security.payee.title')}>
      <Title>{t('security.payee.title')}</Title>
      <Muted>{t('security.payee.note')}</Muted>
      <FormFailure error={form.formError} />
      <TextField {...form.field('payeeName')} label={t('security.payee.label')} name="payeeName" autoComplete="name" maxLength={50} />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.payee.submit')}
      </Button>
    </Stack>
  );
}

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

/** Sets (no password yet) or changes the six-digit withdrawal password. Cleared after every submit. */
export function WithdrawalPasswordForm({ change, onDone }: DoneProps & { change: boolean }) {
  const { t } = useTranslation('cashier');
  const calls = useSecretCalls();
  const empty: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const form = useCashierForm<PasswordValues>({
    initial: empty,
    validate: {
      oldPassword: (value) => (change ? sixDigits(value) : undefined),
      newPassword: sixDigits,
      confirmPassword: (value, values) => confirmOf(value, values.newPassword),
    },
    dependsOn: { confirmPassword: ['newPassword'] },
    onSubmit: async (values) => {
      await submit(() => calls.setPassword({ ...(change ? { oldPassword: values.oldPassword } : {}), newPassword: values.newPassword }), {
        values,
        clear: ['oldPassword', 'newPassword', 'confirmPassword'],
      });
    },
  });
  const submit = useSubmit<PasswordValues>(form, [], { onDone });
  const title = t(change ? 'security.password.changeTitle' : 'security.password.setTitle');
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={title}>
      <Title>{title}</Title>
      <Muted>{t('security.password.note')}</Muted>
      <FormFailure error={form.formError} />
      {change && <PinField {...form.field('oldPassword', digitsOnly(6))} label={t('security.password.old')} name="oldPassword" />}
      <PinField {...form.field('newPassword', digitsOnly(6))} label={t('security.password.new')} name="newPassword" />
      <PinField {...form.field('confirmPassword', digitsOnly(6))} label={t('security.password.confirm')} name="confirmPassword" />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.password.submit')}
      </Button>
    </Stack>
  );
}

type ResetValues = { answer1: string; answer2: string; mobile: string; verificationCode: string; newPassword: string; confirmPassword: string };
type ResetMethod = 'questions' | 'sms';

/**
 * Resets a forgotten withdrawal password, proven by the answers to the member's two security questions or by an SMS
 * code sent to the mobile number of the account (the platform checks that the code went to the member's number).
 * Every secret is cleared after a submit, whatever the outcome.
 */
export function ResetPasswordForm({ onDone }: DoneProps) {
  const { t } = useTranslation('cashier');
  const calls = useSecretCalls();
  const questions = useSecurityQuestionsQuery();
  const chosen = useCustomerSecurityQuestionsQuery();
  const hasQuestions = (chosen.data?.length ?? 0) > 0;
  const [picked, setPicked] = useState<ResetMethod>();
  const method: ResetMethod = picked ?? (chosen.data && !hasQuestions ? 'sms' : 'questions');
  const byQuestions = method === 'questions';
  const form = useCashierForm<ResetValues>({
    initial: { answer1: '', answer2: '', mobile: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    validate: {
      answer1: (value) => (byQuestions ? required(value) : undefined),
      answer2: (value) => (byQuestions ? required(value) : undefined),
      mobile: (value) => (byQuestions ? undefined : mobileCheck(value)),
      verificationCode: (value) => (byQuestions ? undefined : required(value)),
      newPassword: sixDigits,
      confirmPassword: (value, values) => confirmOf(value, values.newPassword),
    },
    dependsOn: { confirmPassword: ['newPassword'] },
    onSubmit: async (values) => {
      const ids = (chosen.data ?? []).map((q) => q.questionId);
      const proof = byQuestions
        ? { answers: [values.answer1, values.answer2].slice(0, ids.length).map((answer, i) => ({ questionId: ids[i]!, answer })) }
        : { verificationCode: values.verificationCode.trim() };
      // a code is good once: it goes with the answers and passwords
      await submit(() => calls.resetPassword({ newPassword: values.newPassword, ...proof }), {
        values,
        clear: ['answer1', 'answer2', 'verificationCode', 'newPassword', 'confirmPassword'],
      });
    },
  });
  const submit = useSubmit<ResetValues>(form, ['verificationCode'], { onDone });
  const phone = usePhoneCode({
    mobile: form.values.mobile,
    mobileReady: () => {
      const message = mobileCheck(form.values.mobile);
      form.setError('mobile', message);
      if (message) form.focus('mobile');
      return !message;
    },
    onFailure: (error) => form.setFormError(error),
    // only the platform can check a code it sent
    provider: false,
  });
  const text = (id: number | undefined) => questions.data?.find((q) => q.id === id)?.question ?? '';
  const [first, second] = chosen.data ?? [];
  return (
    <>
      <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('security.reset.title')}>
        <Title>{t('security.reset.title')}</Title>
        <Tabs
          label={t('security.reset.method')}
          value={method}
          onChange={(id) => setPicked(id as ResetMethod)}
          items={[
            { id: 'questions', label: t('security.reset.byQuestions') },
            { id: 'sms', label: t('security.reset.bySms') },
          ]}
        />
        <FormFailure error={form.formError} />
        {byQuestions ? (
          hasQuestions || !chosen.data ? (
            <>
              <TextField
                {...form.field('answer1')}
                label={text(first?.questionId) || t('security.questions.answer', { n: 1 })}
                name="answer1"
                autoComplete="off"
                maxLength={50}
              />
              <TextField
                {...form.field('answer2')}
                label={text(second?.questionId) || t('security.questions.answer', { n: 2 })}
                name="answer2"
                autoComplete="off"
                maxLength={50}
              />
            </>
          ) : (
            <Muted>{t('security.reset.noQuestions')}</Muted>
          )
        ) : (
          <>
            <Muted>{t('security.reset.smsNote')}</Muted>
            {phone.fields(form.field('mobile', digitsOnly(20)), form.field('verificationCode', digitsOnly(10)))}
          </>
        )}
        <PinField {...form.field('newPassword', digitsOnly(6))} label={t('security.password.new')} name="newPassword" />
        <PinField {...form.field('confirmPassword', digitsOnly(6))} label={t('security.password.confirm')} name="confirmPassword" />
        <Button type="submit" variant="primary" block loading={form.submitting} disabled={byQuestions && !hasQuestions}>
          {t('security.reset.submit')}
        </Button>
      </Stack>
      {phone.slider}
    </>
  );
}

type CardValues = { bankName: string; branch: string; accountNumber: string };

/** Adds a bank card; the account name is the payee name and cannot be changed here. */
export function AddCardForm({ payeeName, onDone }: DoneProps & { payeeName: string }) {
  const { t } = useTranslation('cashier');
  const calls = useSecretCalls();
  const form = useCashierForm<CardValues>({
    initial: { bankName: '', branch: '', accountNumber: '' },
    validate: { bankName: bankText, branch: bankText, accountNumber: cardNumberCheck },
    onSubmit: async (values) => {
      await submit(
        () => calls.addCard({ bankName: values.bankName.trim(), branch: values.branch.trim(), accountNumber: values.accountNumber.replace(/\s+/g, '') }),
        { reset: true },
      );
    },
  });
  const submit = useSubmit<CardValues>(form, ['bankName', 'branch', 'accountNumber'], { onDone, saved: 'security.cards.added' });
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('security.cards.addTitle')}>
      <Title>{t('security.cards.addTitle')}</Title>
      <FormFailure error={form.formError} />
      <TextField {...form.field('bankName')} label={t('security.cards.bank')} name="bankName" autoComplete="off" maxLength={60} />
      <TextField {...form.field('branch')} label={t('security.cards.branch')} name="branch" autoComplete="off" maxLength={60} />
      <TextField label={t('security.cards.accountName')} name="accountName" value={payeeName} readOnly hint={t('security.cards.accountNameHint')} />
      <TextField
        {...form.field('accountNumber', (raw) => raw.slice(0, 30))}
        label={t('security.cards.number')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        hint={t('security.cards.numberHint')}
      />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.cards.submit')}
      </Button>
    </Stack>
  );
}

const Select = styled.select`
  min-height: ${(p) => p.theme.size.touch};
  width: 100%;
  max-width: 100%;
  padding: 0 ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.md};
`;

const SelectLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  font-size: ${(p) => p.theme.font.size.sm};
`;

type QuestionValues = { question1: string; answer1: string; question2: string; answer2: string };

/** Chooses two different security questions and their answers (used to reset the withdrawal password). */
export function SecurityQuestionsForm({ onDone }: DoneProps) {
  const { t } = useTranslation('cashier');
  const calls = useSecretCalls();
  const questions = useSecurityQuestionsQuery();
  const answerCheck = (value: string): Message | undefined =>
    required(value) ?? (value.trim().length >= 2 ? undefined : { key: 'security.validation.answerLength' });
  const form = useCashierForm<QuestionValues>({
    initial: { question1: '', answer1: '', question2: '', answer2: '' },
    validate: {
      question1: required,
      answer1: answerCheck,
      question2: (value, values) => required(value) ?? (value === values.question1 ? { key: 'security.validation.sameQuestion' } : undefined),
      answer2: answerCheck,
    },
    dependsOn: { question2: ['question1'] },
    onSubmit: async (values) => {
      const answers = [
        { questionId: Number(values.question1), answer: values.answer1.trim() },
        { questionId: Number(values.question2), answer: values.answer2.trim() },
      ];
      await submit(() => calls.setQuestions({ answers }), { reset: true });
    },
  });
  const submit = useSubmit<QuestionValues>(form, [], { onDone });
  const [shown] = useState(() => [1, 2] as const);
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('security.questions.title')}>
      <Title>{t('security.questions.title')}</Title>
      <Muted>{t('security.questions.note')}</Muted>
      <FormFailure error={form.formError} />
      {shown.map((n) => {
        const q = `question${n}` as const;
        const a = `answer${n}` as const;
        return (
          <div key={n}>
            <SelectLabel>
              {t('security.questions.question', { n })}
              <Select ref={form.ref(q)} name={q} value={form.values[q]} onChange={(e) => form.set(q, e.target.value)} aria-invalid={!!form.errors[q]}>
                <option value="">{t('security.questions.choose')}</option>
                {(questions.data ?? []).map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {item.question}
                  </option>
                ))}
              </Select>
            </SelectLabel>
            {form.errors[q] && <Alert role="alert">{t(form.errors[q].key)}</Alert>}
            <TextField {...form.field(a)} label={t('security.questions.answer', { n })} name={a} autoComplete="off" maxLength={50} />
          </div>
        );
      })}
      <Button type="submit" variant="primary" block loading={form.submitting} disabled={!questions.data}>
        {t('security.questions.submit')}
      </Button>
    </Stack>
  );
}

/** One text setting (email or nickname). */
export function TextSettingForm({ kind, onDone }: DoneProps & { kind: 'email' | 'nickname' }) {
  const { t } = useTranslation('cashier');
  const [saveEmail] = useSetEmailMutation();
  const [saveNickname] = useSetNicknameMutation();
  const check = (value: string): Message | undefined => {
    const trimmed = value.trim();
    if (!trimmed) return { key: 'security.validation.required' };
    // the length first: no pattern runs on a pasted 100,000 characters
    if (kind === 'email')
      return trimmed.length <= 100 && /^[^\s@<>]+@[^\s@<>.]+(?:\.[^\s@<>.]+)+$/.test(trimmed) ? undefined : { key: 'security.validation.email' };
    return /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]{1,19}$/u.test(trimmed) ? undefined : { key: 'security.validation.nickname' };
  };
  const form = useCashierForm<{ value: string }>({
    initial: { value: '' },
    validate: { value: check },
    onSubmit: async ({ value }) => {
      const text = value.trim();
      await submit(() => (kind === 'email' ? saveEmail({ email: text }) : saveNickname({ nickname: text })).unwrap(), { reset: true });
    },
  });
  const submit = useSubmit<{ value: string }>(form, [], { onDone });
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t(`security.${kind}.title`)}>
      <Title>{t(`security.${kind}.title`)}</Title>
      <FormFailure error={form.formError} />
      <TextField
        {...form.field('value')}
        label={t(`security.${kind}.label`)}
        name={kind}
        type={kind === 'email' ? 'email' : 'text'}
        autoComplete={kind === 'email' ? 'email' : 'nickname'}
        maxLength={kind === 'email' ? 100 : 20}
      />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.save')}
      </Button>
    </Stack>
  );
}

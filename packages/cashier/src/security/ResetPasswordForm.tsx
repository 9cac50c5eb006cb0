import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { usePhoneCode } from '@wl/auth/forms';
import { Button, digitsOnly, Heading, Muted, PinField, Stack, Tabs, TextField } from '@wl/ui-kit';
import { useCustomerSecurityQuestionsQuery, useSecurityQuestionsQuery } from './securityApi';
import { confirmOf, FormFailure, required, sixDigits, useCashierForm, useSecretCalls, useSubmit, type DoneProps, type Message } from './ui';

/** A mobile number: 6 to 20 digits (the country code is picked beside it). */
const MOBILE_DIGITS = /^\d{6,20}$/;

const mobileCheck = (value: string): Message | undefined =>
  required(value) ?? (MOBILE_DIGITS.test(value.trim()) ? undefined : { key: 'security.validation.mobile' });

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
        <Heading>{t('security.reset.title')}</Heading>
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

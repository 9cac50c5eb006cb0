import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Alert, Button, Heading, Muted, Stack, TextField } from '@wl/ui-kit';
import { useSecurityQuestionsQuery } from './securityApi';
import { FormFailure, required, useCashierForm, useSecretCalls, useSubmit, type DoneProps, type Message } from './ui';

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
      <Heading>{t('security.questions.title')}</Heading>
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

import { errorField } from '@wl/api-client';
import { compareAmounts, readAmount } from '@wl/api-client/money';
import { LIMIT_KINDS, type LimitKind, type ProtectionLimit, type ProtectionSettingsValue } from '@wl/api-client/catalogue';
import { useFormatAmount } from '@wl/auth';
import { useErrorText } from '@wl/auth/forms';
import { useDates, useTranslation } from '@wl/i18n';
import { Button, InlineMessage, Muted, Stack, TextField, useToast } from '@wl/ui-kit';
import { useUpdateProtectionLimitsMutation } from '../protectionApi';
import { Section, useProtectionForm, type Message } from './ui';

type Values = Record<LimitKind, string>;

/** The deposit limits, shortest period first: none may be above a longer period's. */
const DEPOSIT_ORDER = ['depositDay', 'depositWeek', 'depositMonth'] as const;
const MAX_MINUTES = 1_440;

/** A limit as typed: `null` for none (empty), the platform's text (`100.00`, `90`), or what is wrong with it. */
export function readLimit(kind: LimitKind, input: string): { ok: true; value: string | null } | { ok: false; message: Message } {
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  if (kind === 'sessionMinutes') {
    const minutes = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    return minutes >= 1 && minutes <= MAX_MINUTES ? { ok: true, value: String(minutes) } : { ok: false, message: { key: 'limits.errors.minutes' } };
  }
  const reading = readAmount(text);
  if (reading.ok) return { ok: true, value: reading.amount };
  const problem = reading.problem === 'required' ? 'format' : reading.problem;
  return { ok: false, message: { key: `limits.errors.${problem as 'format' | 'negative' | 'decimals' | 'tooLarge' | 'zero'}` } };
}

/** The limits that change from what the platform holds (a waiting change counts as held: sending it again changes nothing). */
function changes(values: Values, limits: readonly ProtectionLimit[]): { kind: LimitKind; value: string | null }[] {
  return LIMIT_KINDS.flatMap((kind) => {
    const read = readLimit(kind, values[kind]);
    const held = limits.find((l) => l.kind === kind);
    const target = held?.pending ? held.pending.value : (held?.value ?? null);
    return read.ok && read.value !== target ? [{ kind, value: read.value }] : [];
  });
}

/** What a field shows first: the waiting change when there is one, else the limit in force. */
const shownValue = (limit: ProtectionLimit | undefined) => (limit?.pending ? (limit.pending.value ?? '') : (limit?.value ?? ''));

/**
 * The five limits: deposits per day, week and month, loss per day and the session's minutes. Empty is no limit.
 * Under each, what the period has used and when it starts again, and a raise or removal waiting for its cooling-off.
 * Only the limits that change are sent; a refusal shows at its field and keeps every value typed.
 */
export function LimitsForm({ settings }: { settings: ProtectionSettingsValue }) {
  const { t } = useTranslation('protection');
  const toast = useToast();
  const money = useFormatAmount();
  const dateTime = useDates().time;
  const errorText = useErrorText();
  const [update] = useUpdateProtectionLimitsMutation();
  const byKind = new Map(settings.limits.map((limit) => [limit.kind, limit]));
  const form = useProtectionForm<Values>({
    initial: Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, shownValue(byKind.get(kind))])) as Values,
    validate: Object.fromEntries(
      LIMIT_KINDS.map((kind) => [
        kind,
        (value: string, values: Values): Message | undefined => {
          const read = readLimit(kind, value);
          if (!read.ok) return read.message;
          const at = (DEPOSIT_ORDER as readonly string[]).indexOf(kind);
          if (at < 0 || read.value === null) return undefined;
          for (const longer of DEPOSIT_ORDER.slice(at + 1)) {
            const other = readLimit(longer, values[longer]);
            if (other.ok && other.value !== null && compareAmounts(read.value, other.value) > 0)
              return {
                key: 'limits.errors.order',
                values: { shorter: t(`limits.names.${kind as (typeof DEPOSIT_ORDER)[number]}`), longer: t(`limits.names.${longer}`) },
              };
          }
          return undefined;
        },
      ]),
    ),
    dependsOn: { depositDay: ['depositWeek', 'depositMonth'], depositWeek: ['depositMonth'] },
    onSubmit: async (values) => {
      const limits = changes(values, settings.limits);
      if (limits.length === 0) {
        toast.show({ message: t('limits.unchanged'), kind: 'short' });
        return;
      }
      try {
        const answer = await update({ limits }).unwrap();
        const waiting = answer.limits.some((l) => l.pending && limits.some((c) => c.kind === l.kind));
        toast.show({ message: t(waiting ? 'limits.savedPending' : 'limits.saved'), kind: 'success' });
      } catch (error) {
        // a refusal naming a limit shows at it; any other above the button (useForm keeps it as formError)
        const field = errorField(error);
        if (!field || !(LIMIT_KINDS as readonly string[]).includes(field)) throw error;
        form.setError(field as LimitKind, { key: 'limits.errors.platform', values: { text: errorText(error) } });
      }
    },
  });

  const hint = (kind: LimitKind): string | undefined => {
    const limit = byKind.get(kind);
    if (!limit) return undefined;
    const minutes = kind === 'sessionMinutes';
    const lines: string[] = [];
    if (limit.value !== null)
      lines.push(
        minutes ? t('limits.usedMinutes', { used: limit.used, limit: limit.value }) : t('limits.used', { used: money(limit.used), limit: money(limit.value) }),
      );
    if (limit.value !== null && limit.resetsAt !== null) lines.push(t('limits.resets', { time: dateTime(limit.resetsAt) }));
    if (limit.pending) {
      const time = dateTime(limit.pending.effectiveAt);
      if (limit.pending.value === null) lines.push(t('limits.pendingRemoval', { time }));
      else
        lines.push(
          minutes ? t('limits.pendingMinutes', { value: limit.pending.value, time }) : t('limits.pending', { value: money(limit.pending.value), time }),
        );
    }
    return lines.length ? lines.join(' · ') : undefined;
  };

  return (
    <Section aria-labelledby="protection-limits">
      <h2 id="protection-limits">{t('limits.title')}</h2>
      <Muted>{t('limits.note')}</Muted>
      <form onSubmit={(e) => void form.submit(e)} noValidate aria-labelledby="protection-limits">
        <Stack as="section" $gap="3">
          {form.formError !== undefined && <InlineMessage tone="danger">{errorText(form.formError)}</InlineMessage>}
          {LIMIT_KINDS.map((kind) => (
            <TextField
              key={kind}
              {...form.field(kind)}
              label={t(`limits.${kind}`)}
              name={kind}
              hint={hint(kind)}
              inputMode={kind === 'sessionMinutes' ? 'numeric' : 'decimal'}
              autoComplete="off"
              maxLength={24}
            />
          ))}
          <Button type="submit" block loading={form.submitting}>
            {t('limits.save')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

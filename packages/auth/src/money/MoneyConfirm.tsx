import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button, Card, Dialog, Heading, PinField, Stack, TextField, type FormFieldProps } from '@wl/ui-kit';

/** The password that confirms a money operation: the six-digit withdrawal password, or the login password. */
export interface MoneyConfirmPassword {
  kind: 'withdrawal' | 'login';
  /** the form's field (`form.field('paymentPassword', digitsOnly(6))` for a withdrawal password) */
  field: FormFieldProps;
  /** the input's name (`paymentPassword`, `password`) */
  name: string;
  label: string;
  hint?: string;
}

export interface MoneyConfirmProps {
  /** shown as a dialog while open; `inline`: a step of the page, in a card, instead */
  open?: boolean;
  inline?: boolean;
  title: string;
  /** the title's element, focused by a page that shows the step (`inline`) */
  titleRef?: Ref<HTMLHeadingElement>;
  /** what the operation does: a sentence, its figures */
  children?: ReactNode;
  password?: MoneyConfirmPassword;
  /** above the buttons: a refusal (the input kept) or what became of an operation whose answer was lost */
  message?: ReactNode;
  /** the operation's button: what it does ("Transfer now", "Cancel bet") */
  confirmLabel: string;
  /** the way back without doing it ("Cancel", "Back", "Keep bet") */
  cancelLabel: string;
  /** the operation takes something away (a bet cancelled): its button says so */
  danger?: boolean;
  /** the operation is in flight: confirm shows it, the way back is locked */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/**
 * The one confirmation of a money operation (decision 088): what it does, the password that confirms it where the
 * platform asks one, confirm and the way back. As a dialog it cannot be closed by a tap beside it (a half-typed
 * password stays where it is); neither form can be left while the operation is in flight.
 */
export function MoneyConfirm({
  open = true,
  inline = false,
  title,
  titleRef,
  children,
  password,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy,
  onSubmit,
  onCancel,
}: MoneyConfirmProps) {
  const titleId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  const secret =
    password?.kind === 'withdrawal' ? (
      <PinField {...password.field} name={password.name} label={password.label} hint={password.hint} />
    ) : password ? (
      <TextField {...password.field} name={password.name} type="password" label={password.label} hint={password.hint} autoComplete="current-password" />
    ) : null;
  const form = (
    <Stack as="form" onSubmit={onSubmit} noValidate aria-labelledby={inline ? titleId : undefined} aria-label={inline ? undefined : title}>
      {!inline && children}
      {message}
      {secret}
      <Button type="submit" variant={danger ? 'danger' : 'primary'} block size="lg" loading={busy}>
        {confirmLabel}
      </Button>
      <Button type="button" variant="secondary" block onClick={cancel} disabled={busy}>
        {cancelLabel}
      </Button>
    </Stack>
  );
  if (inline)
    return (
      <Card aria-labelledby={titleId}>
        <Heading id={titleId} ref={titleRef} tabIndex={-1}>
          {title}
        </Heading>
        {children}
        {form}
      </Card>
    );
  return (
    <Dialog open={open} onClose={cancel} title={title} closeOnMask={false}>
      {form}
    </Dialog>
  );
}

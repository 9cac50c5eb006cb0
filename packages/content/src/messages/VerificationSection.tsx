import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  VERIFICATION_FIELDS,
  VERIFICATION_IMAGES,
  VERIFICATION_LIMITS,
  type VerificationField,
  type VerificationImage,
  type VerificationStatus,
} from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { Button, PageState, Stack, TextField, useForm, useToast, type FormValidators } from '@wl/ui-kit';
import { useSubmitVerificationMutation, useVerificationQuery } from './messagesApi';

type ImageError = 'badType' | 'tooLarge';

/** Checks one chosen image: png or jpg, at most 5 MB (spec 000 sections 5 and 9). */
export function checkImage(file: { type: string; size: number }): ImageError | null {
  if (!(VERIFICATION_LIMITS.types as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > VERIFICATION_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

const MISSING: Record<VerificationImage, 'needFront' | 'needBack' | 'needSelfie'> = { front: 'needFront', back: 'needBack', selfie: 'needSelfie' };

/** A message of the form: the key under `verification.` it shows. */
type UploadMessage = ImageError | (typeof MISSING)[VerificationImage] | 'required' | 'tooLong' | 'commentsTooLong';
type UploadValues = Record<VerificationImage, File | undefined> & Record<VerificationField, string> & { comments: string };

/** A profile field: required, and at most `fieldMax` characters (checked by length alone, so a pasted 100,000 cost nothing). */
export function checkProfileField(value: string): 'required' | 'tooLong' | undefined {
  if (value.length > VERIFICATION_LIMITS.fieldMax) return 'tooLong';
  return value.trim() ? undefined : 'required';
}

export function checkComments(value: string): 'commentsTooLong' | undefined {
  return value.length > VERIFICATION_LIMITS.commentsMax ? 'commentsTooLong' : undefined;
}

const UPLOAD_CHECKS = {
  ...Object.fromEntries(VERIFICATION_IMAGES.map((slot) => [slot, (file: File | undefined) => (file ? undefined : MISSING[slot])])),
  ...Object.fromEntries(VERIFICATION_FIELDS.map((field) => [field, checkProfileField])),
  comments: checkComments,
} as FormValidators<UploadValues, UploadMessage>;

// As many columns as fit, each at least 8.5 times the slots' text size: wide enough for the longest word of a slot's
// name in every language ("documento", "Selfie"), so a name wraps between words, never inside one (6.5 broke
// "documen/to" at 320 px); two on a small phone, fewer as the text grows (200 %: one per row); min(100%, ...) and
// the ellipsis of a long file name keep the page within a 320 px screen.
const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5em), 1fr));
  gap: ${(p) => p.theme.space['2']};
  font-size: ${(p) => p.theme.font.size.xs};
`;

const Slot = styled.label<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space['1']};
  min-height: 96px;
  padding: ${(p) => p.theme.space['2']};
  border: 1px dashed ${(p) => (p.$invalid ? p.theme.color.status.danger : p.theme.color.border.strong)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.secondary};
  text-align: center;
  cursor: pointer;
  /* a word breaks only if it alone is wider than the slot (never at these widths) */
  overflow-wrap: break-word;
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
  }
  & input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/** A chosen file's name: one line, cut with an ellipsis (a long name never widens its slot). */
const FileName = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SlotName = styled.strong`
  color: ${(p) => p.theme.color.text.primary};
`;

const Errors = styled.ul`
  margin: 0;
  padding-inline-start: ${(p) => p.theme.space['4']};
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Comments = styled.textarea`
  min-height: 88px;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  resize: vertical;
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  & > span:last-child {
    align-self: flex-end;
  }
`;

const Status = styled(Stack)`
  & strong {
    color: ${(p) => p.theme.color.status.success};
  }
`;

const EMPTY = {
  ...Object.fromEntries(VERIFICATION_IMAGES.map((slot) => [slot, undefined])),
  ...Object.fromEntries(VERIFICATION_FIELDS.map((field) => [field, ''])),
  comments: '',
} as UploadValues;

/** The upload form: three image slots, the extra profile fields, comments; a failed upload keeps everything. */
function UploadForm() {
  const { t } = useTranslation('agent');
  const toast = useToast();
  const [submit] = useSubmitVerificationMutation();
  const form = useForm<UploadValues, UploadMessage>({
    initial: EMPTY,
    validate: UPLOAD_CHECKS,
    render: (message) => (message === 'tooLong' ? t('verification.tooLong', { max: VERIFICATION_LIMITS.fieldMax }) : t(`verification.${message}`)),
    onSubmit: async ({ front, back, selfie, comments, ...fields }) => {
      if (!front || !back || !selfie) return;
      try {
        await submit({ images: { front, back, selfie }, comments, ...fields }).unwrap();
      } catch {
        // everything chosen and typed stays
        toast.show({ message: t('verification.failed'), kind: 'error' });
      }
    },
  });
  const isLoading = form.submitting;
  const images = form.values;

  const choose = (slot: VerificationImage) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    // a refused file keeps the image chosen before
    if (problem) form.setError(slot, problem);
    else form.set(slot, file);
  };

  const messages = VERIFICATION_IMAGES.flatMap((slot) => {
    const message = form.errors[slot];
    return message ? [t(`verification.${message}`)] : [];
  });

  return (
    <Stack as="form" $gap="3" onSubmit={(e) => void form.submit(e)} noValidate aria-busy={isLoading}>
      <p>{t('verification.intro')}</p>
      <Slots>
        {VERIFICATION_IMAGES.map((slot) => (
          <Slot key={slot} $invalid={!!form.errors[slot]}>
            <input
              ref={form.ref(slot)}
              type="file"
              accept={VERIFICATION_LIMITS.types.join(',')}
              onChange={choose(slot)}
              aria-label={t(`verification.${slot}`)}
              aria-invalid={!!form.errors[slot]}
              disabled={isLoading}
            />
            <SlotName>{t(`verification.${slot}`)}</SlotName>
            {images[slot] ? (
              <>
                <FileName>{images[slot].name}</FileName>
                <span>{t('verification.change')}</span>
              </>
            ) : (
              <span>{t('verification.choose')}</span>
            )}
          </Slot>
        ))}
      </Slots>
      {messages.length > 0 && (
        <Errors role="alert">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Errors>
      )}
      {VERIFICATION_FIELDS.map((field) => (
        <TextField
          key={field}
          {...form.field(field)}
          label={t(`verification.${field}`)}
          maxLength={VERIFICATION_LIMITS.fieldMax}
          counterLabel={(length, max) => t('verification.characters', { length, max })}
          disabled={isLoading}
        />
      ))}
      <Label>
        <span>{t('verification.comments')}</span>
        <Comments
          ref={form.ref('comments')}
          value={form.values.comments}
          maxLength={VERIFICATION_LIMITS.commentsMax}
          onChange={(e) => form.set('comments', e.target.value)}
          aria-invalid={!!form.errors.comments}
          disabled={isLoading}
        />
        <span aria-live="polite">{t('verification.commentsCount', { count: form.values.comments.length })}</span>
      </Label>
      {form.errors.comments && (
        <Errors role="alert">
          <li>{t(`verification.${form.errors.comments}`)}</li>
        </Errors>
      )}
      <Button type="submit" block loading={isLoading}>
        {isLoading ? t('verification.uploading') : t('verification.submit')}
      </Button>
    </Stack>
  );
}

/** Profile verification (spec 000 sections 3 and 4): upload, uploading, pending review, verified. */
export function VerificationSection() {
  const status = useVerificationQuery();
  return (
    <PageState query={status} size="section">
      {({ status: state }) => <Verification state={state} />}
    </PageState>
  );
}

function Verification({ state }: { state: VerificationStatus }) {
  const { t } = useTranslation('agent');
  if (state === 'pending')
    return (
      <Status $gap="1" role="status">
        <strong>{t('verification.pending')}</strong>
        <span>{t('verification.pendingBody')}</span>
      </Status>
    );
  if (state === 'verified')
    return (
      <Status $gap="1" role="status">
        <strong>{t('verification.verified')}</strong>
        <span>{t('verification.verifiedBody')}</span>
      </Status>
    );
  return <UploadForm />;
}

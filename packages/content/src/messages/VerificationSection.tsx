import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { VERIFICATION_FIELDS, VERIFICATION_IMAGES, VERIFICATION_LIMITS, type VerificationField, type VerificationImage } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { Button, ErrorState, Spinner, TextField, useToast } from '@wl/ui-kit';
import { useSubmitVerificationMutation, useVerificationQuery } from './messagesApi';

type ImageError = 'badType' | 'tooLarge';

/** Checks one chosen image: png or jpg, at most 5 MB (spec 000 sections 5 and 9). */
export function checkImage(file: { type: string; size: number }): ImageError | null {
  if (!(VERIFICATION_LIMITS.types as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > VERIFICATION_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

const MISSING: Record<VerificationImage, 'needFront' | 'needBack' | 'needSelfie'> = { front: 'needFront', back: 'needBack', selfie: 'needSelfie' };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
`;

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space['2']};
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
  font-size: ${(p) => p.theme.font.size.xs};
  text-align: center;
  cursor: pointer;
  overflow-wrap: anywhere;
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

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  & strong {
    color: ${(p) => p.theme.color.status.success};
  }
`;

const emptyFields = () => Object.fromEntries(VERIFICATION_FIELDS.map((f) => [f, ''])) as Record<VerificationField, string>;

/** The upload form: three image slots, the extra profile fields, comments; a failed upload keeps everything. */
function UploadForm() {
  const { t } = useTranslation('agent');
  const toast = useToast();
  const [images, setImages] = useState<Partial<Record<VerificationImage, File>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<VerificationImage, ImageError | 'missing'>>>({});
  const [fields, setFields] = useState(emptyFields);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<VerificationField, boolean>>>({});
  const [comments, setComments] = useState('');
  const [submit, { isLoading }] = useSubmitVerificationMutation();

  const choose = (slot: VerificationImage) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    setImageErrors((e) => ({ ...e, [slot]: problem ?? undefined }));
    if (problem) return;
    setImages((current) => ({ ...current, [slot]: file }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(VERIFICATION_IMAGES.filter((s) => !images[s]).map((s) => [s, 'missing' as const]));
    const emptyFieldErrors = Object.fromEntries(VERIFICATION_FIELDS.filter((f) => !fields[f].trim()).map((f) => [f, true]));
    setImageErrors((e) => ({ ...e, ...missing }));
    setFieldErrors(emptyFieldErrors);
    if (Object.keys(missing).length || Object.keys(emptyFieldErrors).length || comments.length > VERIFICATION_LIMITS.commentsMax) return;
    const { front, back, selfie } = images;
    if (!front || !back || !selfie) return;
    try {
      await submit({ images: { front, back, selfie }, comments, ...fields }).unwrap();
    } catch {
      toast.show({ message: t('verification.failed'), kind: 'error' });
    }
  };

  const slotMessage = (slot: VerificationImage) => {
    const problem = imageErrors[slot];
    if (!problem) return null;
    return problem === 'missing' ? t(`verification.${MISSING[slot]}`) : t(`verification.${problem}`);
  };
  const messages = VERIFICATION_IMAGES.map(slotMessage).filter(Boolean);

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={isLoading}>
      <p>{t('verification.intro')}</p>
      <Slots>
        {VERIFICATION_IMAGES.map((slot) => (
          <Slot key={slot} $invalid={!!imageErrors[slot]}>
            <input
              type="file"
              accept={VERIFICATION_LIMITS.types.join(',')}
              onChange={choose(slot)}
              aria-label={t(`verification.${slot}`)}
              aria-invalid={!!imageErrors[slot]}
              disabled={isLoading}
            />
            <SlotName>{t(`verification.${slot}`)}</SlotName>
            <FileName>{images[slot]?.name ?? t('verification.choose')}</FileName>
            {images[slot] && <span>{t('verification.change')}</span>}
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
          label={t(`verification.${field}`)}
          value={fields[field]}
          maxLength={200}
          onChange={(e) => setFields({ ...fields, [field]: e.target.value })}
          error={fieldErrors[field] ? t('verification.required') : undefined}
          disabled={isLoading}
        />
      ))}
      <Label>
        <span>{t('verification.comments')}</span>
        <Comments value={comments} maxLength={VERIFICATION_LIMITS.commentsMax} onChange={(e) => setComments(e.target.value)} disabled={isLoading} />
        <span aria-live="polite">{t('verification.commentsCount', { count: comments.length })}</span>
      </Label>
      <Button type="submit" block loading={isLoading}>
        {isLoading ? t('verification.uploading') : t('verification.submit')}
      </Button>
    </Form>
  );
}

/** Profile verification (spec 000 sections 3 and 4): upload, uploading, pending review, verified. */
export function VerificationSection() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const status = useVerificationQuery();
  if (status.isLoading) return <Spinner label={tc('common.loading')} />;
  if (status.isError)
    return <ErrorState title={t('common.loadFailed')} onRetry={() => void status.refetch()} retryLabel={tc('common.retry')} retrying={status.isFetching} />;
  if (status.data?.status === 'pending')
    return (
      <Status role="status">
        <strong>{t('verification.pending')}</strong>
        <span>{t('verification.pendingBody')}</span>
      </Status>
    );
  if (status.data?.status === 'verified')
    return (
      <Status role="status">
        <strong>{t('verification.verified')}</strong>
        <span>{t('verification.verifiedBody')}</span>
      </Status>
    );
  return <UploadForm />;
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import { AFFILIATE_MEMBER_TYPES, type AffiliateLink, type AffiliateMemberType } from '@wl/api-client/catalogue';
import { isApiError } from '@wl/api-client';
import { errorMessageKey, localeOf, useDates, useTranslation } from '@wl/i18n';
import {
  Button,
  Card,
  CardList,
  EmptyState,
  Heading,
  LinkText,
  Muted,
  PageState,
  Prompt,
  QrCode,
  RecordHead,
  RecordItem,
  Stack,
  TextField,
  useCopy,
  useForm,
  UsersIcon,
  useToast,
} from '@wl/ui-kit';
import { lowestLimit, parseRebate, useRebateLimits } from '../team/rebateLimits';
import { affiliateLinkUrl, useAffiliateLinksQuery, useCreateAffiliateLinkMutation, useDeleteAffiliateLinkMutation } from './affiliateApi';

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['4']};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space['1']};
    padding: 0;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.primary};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

const Code = styled(QrCode)`
  align-self: center;
  max-width: min(100%, 30vh);
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7rem), 1fr));
  gap: ${(p) => p.theme.space['2']};
`;

const Strong = styled.strong`
  overflow-wrap: anywhere;
`;

type Values = { rebate: string; memberType: `${AffiliateMemberType}` };
const EMPTY: Values = { rebate: '', memberType: '0' };
const TYPE_KEY = { 0: 'affiliate.typePlayer', 2: 'affiliate.typeAgent' } as const;

/** The create form: a rebate within the agent's limit (refused at the field, what was typed kept) and a member type. */
function CreateLinkForm({ max }: { max: number }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const legendId = useId();
  const [create] = useCreateAffiliateLinkMutation();
  const form = useForm({
    initial: EMPTY,
    validate: { rebate: (value) => (parseRebate(value, max) === null ? t('team.rebateInvalid', { max }) : undefined) },
    onSubmit: async (values) => {
      try {
        const link = await create({ rebate: Number(values.rebate), memberType: Number(values.memberType) as AffiliateMemberType }).unwrap();
        toast.show({ message: t('affiliate.created', { code: link.code }), kind: 'success' });
        form.reset();
      } catch (failure) {
        const error = isApiError(failure) ? failure : undefined;
        const message = tc(errorMessageKey(error?.code ?? ''));
        if (error?.value?.field === 'rebate') form.setError('rebate', message);
        else toast.show({ message, kind: 'error' });
      }
    },
  });

  return (
    <Card>
      <Heading>{t('affiliate.createTitle')}</Heading>
      <Muted>{t('affiliate.intro')}</Muted>
      <Stack as="form" $gap="3" onSubmit={(e) => void form.submit(e)} noValidate>
        <TextField {...form.field('rebate')} name="rebate" label={t('affiliate.rebate')} inputMode="decimal" hint={t('team.rebateHint', { max })} />
        <Choices aria-labelledby={legendId}>
          <legend id={legendId}>{t('affiliate.memberType')}</legend>
          {AFFILIATE_MEMBER_TYPES.map((type) => (
            <Choice key={type}>
              <input
                type="radio"
                name="memberType"
                value={type}
                checked={form.values.memberType === String(type)}
                onChange={() => form.set('memberType', `${type}`)}
              />
              {t(TYPE_KEY[type])}
            </Choice>
          ))}
        </Choices>
        <Button type="submit" block loading={form.submitting}>
          {t('affiliate.create')}
        </Button>
      </Stack>
    </Card>
  );
}

/** One link: its code, rebate, member type and date, the QR code of its URL, the URL, copy and delete. */
function LinkItem({ link, onDelete }: { link: AffiliateLink; onDelete: (link: AffiliateLink) => void }) {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const dates = useDates();
  const copyText = useCopy();
  const urlId = useId();
  const url = affiliateLinkUrl(link.code);
  return (
    <RecordItem aria-label={t('affiliate.linkName', { code: link.code })} data-testid="affiliate-link">
      <RecordHead>
        <Strong>{link.code}</Strong>
        <Muted>{dates.isoDay(link.createdAt)}</Muted>
      </RecordHead>
      <Muted>
        {t('affiliate.rebateValue', { rebate: link.rebate.toLocaleString(localeOf(i18n)) })} · {t(TYPE_KEY[link.memberType])} ·{' '}
        {t('affiliate.registered', { count: link.registered })}
      </Muted>
      <Code value={url} label={t('affiliate.qrLabel', { code: link.code })} size={11} />
      <Muted id={urlId}>{t('affiliate.url')}</Muted>
      <LinkText aria-labelledby={urlId} data-testid="affiliate-url">
        {url}
      </LinkText>
      <Actions>
        <Button variant="secondary" onClick={() => void copyText(url, { done: tc('common.copySuccess'), failed: t('affiliate.copyFailed') })}>
          {t('affiliate.copy')}
        </Button>
        <Button variant="secondary" onClick={() => onDelete(link)} aria-label={t('affiliate.deleteNamed', { code: link.code })}>
          {t('affiliate.delete')}
        </Button>
      </Actions>
    </RecordItem>
  );
}

/** The agent's links, newest first, with the delete confirmation (the site's one confirm prompt). */
function LinkList() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const links = useAffiliateLinksQuery();
  const [remove, removing] = useDeleteAffiliateLinkMutation();
  const [pending, setPending] = useState<AffiliateLink | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      await remove({ code: pending.code }).unwrap();
      toast.show({ message: t('affiliate.deleted', { code: pending.code }), kind: 'success' });
      setPending(null);
    } catch (failure) {
      toast.show({ message: tc(errorMessageKey(isApiError(failure) ? failure.code : '')), kind: 'error' });
    }
  };

  return (
    <>
      <Heading>{t('affiliate.listTitle')}</Heading>
      <PageState
        query={links}
        size="section"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<UsersIcon />} title={t('affiliate.empty')} description={t('affiliate.emptyHint')} />}
      >
        {(list) => (
          <CardList aria-label={t('affiliate.listTitle')}>
            {list.map((link) => (
              <LinkItem key={link.code} link={link} onDelete={setPending} />
            ))}
          </CardList>
        )}
      </PageState>
      <Prompt
        open={pending !== null}
        title={t('affiliate.deleteTitle')}
        message={t('affiliate.deleteMessage', { code: pending?.code ?? '' })}
        confirmLabel={t('affiliate.delete')}
        cancelLabel={tc('common.cancel')}
        danger
        confirmLoading={removing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/**
 * Affiliate links (/m/agentRegister?tab=links, spec 000 section 6: the affiliate entry leads agents to
 * /m/agentRegister): create a link with a rebate within the agent's limit and a member type, then share its URL and
 * QR code; a member who registers through it becomes this agent's downline with that rebate and type.
 */
export function AffiliateLinksPanel() {
  const limits = useRebateLimits();
  return (
    <Stack $gap="3">
      <PageState query={limits} size="section">
        {(list) => <CreateLinkForm max={lowestLimit(list)} />}
      </PageState>
      <LinkList />
    </Stack>
  );
}

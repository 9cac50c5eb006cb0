import { brandUrlPolicy, openablePlatformUrl, type PlatformUrlPolicy } from '@wl/api-client';
import { decodeCsPath, type CustomerServiceItem } from '@wl/api-client/protocol';
import { useBrand, type RuntimeBrand } from '@wl/brand';
import { useCustomerServiceQuery } from './supportApi';

/** csTypes that are sent but never displayed (spec 001 section 3). */
const HIDDEN = new Set(['FACEBOOK', 'YOUTUBE']);

export interface CustomerServiceLink {
  title: string;
  /** decoded, as openablePlatformUrl accepted it */
  url: string;
  csType: CustomerServiceItem['csType'];
}

export interface CustomerServiceLinks {
  /** the online service (LIVECHAT) */
  online?: CustomerServiceLink;
  /** messaging app one and two, by csPosition (TELEGRAM-1, TELEGRAM-2) */
  messaging: CustomerServiceLink[];
}

/**
 * The entries to show: FACEBOOK and YOUTUBE dropped, paths decoded (the last 8 characters are the key;
 * an entry whose URL `openablePlatformUrl` refuses under `policy`, the brand's `link` policy, is dropped: no
 * link is drawn for it), messaging apps ordered by position.
 */
export function customerServiceLinks(items: readonly CustomerServiceItem[] | undefined, policy: PlatformUrlPolicy): CustomerServiceLinks {
  const result: CustomerServiceLinks = { messaging: [] };
  const positioned: { position: string; link: CustomerServiceLink }[] = [];
  for (const item of items ?? []) {
    if (HIDDEN.has(item.csType)) continue;
    const url = openablePlatformUrl(decodeCsPath(item.path), policy);
    if (!url) continue;
    const link = { title: item.title, url, csType: item.csType };
    if (item.csType === 'LIVECHAT') result.online ??= link;
    else positioned.push({ position: item.csPosition ?? `${item.csType}-9`, link });
  }
  // positions are codes (TELEGRAM-1): compared as they are, not with localeCompare, whose first use in a page
  // loads the collation data (30 ms and more on home's first load)
  result.messaging = positioned.sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0)).map((p) => p.link);
  return result;
}

/** The brand's contact links in the order they stand for customer service. */
const CONTACT_ORDER = ['telegram', 'facebook', 'instagram'] as const;

/** The brand's own contact (`links.contact`): its first link `openablePlatformUrl` accepts under `policy`, telegram first. */
export function brandContactUrl(contact: RuntimeBrand['links']['contact'], policy: PlatformUrlPolicy): string | undefined {
  for (const key of CONTACT_ORDER) {
    const url = openablePlatformUrl(contact[key], policy);
    if (url) return url;
  }
  return undefined;
}

/**
 * Which address an entry to customer service opens: the platform's first usable entry (the online service, else
 * the first messaging app by position; as `customerServiceLinks` keeps them), else the brand's contact
 * (`brandContactUrl`); undefined when neither exists: no link is drawn.
 */
export function customerServiceUrl(
  items: readonly CustomerServiceItem[] | undefined,
  contact: RuntimeBrand['links']['contact'],
  policy: PlatformUrlPolicy,
): string | undefined {
  const links = customerServiceLinks(items, policy);
  return (links.online ?? links.messaging[0])?.url ?? brandContactUrl(contact, policy);
}

/**
 * THE customer-service link of a screen (the forgot-password page): `customerServiceUrl` over the merchant's
 * entries and the brand's contact, under the brand's `link` policy. While the entries load it answers
 * `loading` and no `url`, so a screen draws no link rather than one that changes under the player's finger; a
 * failed read falls back to the brand's contact.
 */
export function useCustomerServiceUrl(): { url: string | undefined; loading: boolean } {
  const brand = useBrand();
  const { data, isUninitialized, isLoading } = useCustomerServiceQuery();
  // the first answer only: a read that failed shows the fallback, and keeps it while it is asked again
  if (isUninitialized || isLoading) return { url: undefined, loading: true };
  return { url: customerServiceUrl(data, brand.links.contact, brandUrlPolicy(brand, 'link')), loading: false };
}

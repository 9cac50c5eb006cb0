import { openablePlatformUrl, type PlatformUrlPolicy } from '@wl/api-client';
import { decodeCsPath, type CustomerServiceItem } from '@wl/api-client/protocol';

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

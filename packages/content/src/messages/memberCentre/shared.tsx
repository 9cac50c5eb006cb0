import type { ReactNode } from 'react';
import type { MemberInfoValue } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Card, Heading, PageState } from '@wl/ui-kit';
import type { MemberCentreProps } from './types';

/*
 * What both member centre designs show alike: the profile region around the member info's states, the member's
 * name and the navigation landmark of the entries. Each design styles them (`styled(ProfileSection)`) and fills them.
 */

/** The name the member centre greets: the nickname, else the account. */
export const displayName = (info: MemberInfoValue): string => info.nickname || info.account;

/** The member's name, the profile's heading. */
export function MemberName({ info, className }: { info: MemberInfoValue; className?: string }) {
  return (
    <Heading $size="lg" className={className}>
      {displayName(info)}
    </Heading>
  );
}

export interface ProfileSectionProps extends Pick<MemberCentreProps, 'member'> {
  /** what shows once the member info is there */
  children: (info: MemberInfoValue) => ReactNode;
  /** what shows whatever the member info's state (it does not need it: the balance, actions) */
  after?: ReactNode;
  className?: string;
}

/** The profile region ("Profile"): the member info's loading and failure (with retry) states, then `children`. */
export function ProfileSection({ member, children, after, className }: ProfileSectionProps) {
  const { t } = useTranslation('agent');
  return (
    <Card className={className} aria-label={t('member.profile')}>
      <PageState query={member} size="section">
        {children}
      </PageState>
      {after}
    </Card>
  );
}

/** The entries' navigation landmark ("My services"). */
export function EntriesNav({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agent');
  return <nav aria-label={t('member.entries')}>{children}</nav>;
}

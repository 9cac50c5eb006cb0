import { WalletBalance } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { FieldList } from '@wl/ui-kit';
import { Entry, EntryList } from '../EntryList';
import { EntriesNav, MemberName, ProfileSection } from './shared';
import type { MemberCentreProps } from './types';

/**
 * The classic member centre (`mem_cen` 0): the profile card with its fields in rows (account, member ID, VIP,
 * balance), then every entry as a row of one list, each with a chevron.
 */
export function ClassicMemberCentre({ member, entries }: MemberCentreProps) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  return (
    <>
      <ProfileSection member={member}>
        {(info) => (
          <>
            <MemberName info={info} />
            <FieldList
              layout="rows"
              items={[
                { label: t('member.account'), value: info.account },
                { label: tc('member.id'), value: info.id },
                ...(info.clubLabel?.labelName ? [{ label: tc('member.vip'), value: info.clubLabel.labelName }] : []),
                { label: tc('wallet.balance'), value: <WalletBalance /> },
              ]}
            />
          </>
        )}
      </ProfileSection>
      <EntriesNav>
        <EntryList>
          {entries.map((e) => (
            <Entry key={e.id} label={e.label} to={e.to} />
          ))}
        </EntryList>
      </EntriesNav>
    </>
  );
}

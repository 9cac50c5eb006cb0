import type { ComponentType } from 'react';
import { ChartIcon, FileIcon, Icon, InboxIcon, ReceiptIcon, UsersIcon, WalletIcon, type IconProps } from '@wl/ui-kit';
import type { MemberEntryId } from './types';

/*
 * The new member centre's entry icons: ui-kit's where it has one, the others drawn here on ui-kit's `Icon` (24 x 24
 * strokes in currentColor, aria-hidden: the entry's label names the link). Only the new design imports this module,
 * so the icons are in its chunk alone.
 */

function DepositIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </Icon>
  );
}

function WithdrawIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 15V3M7 8l5-5 5 5M5 21h14" />
    </Icon>
  );
}

function ShieldIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="M9 12l2 2 4-4" />
    </Icon>
  );
}

function SettingsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
    </Icon>
  );
}

/** A life buoy: responsible gaming's tools. */
function LifeBuoyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="4" />
      <path d="M4.93 4.93l4.24 4.24M14.83 14.83l4.24 4.24M14.83 9.17l4.24-4.24M4.93 19.07l4.24-4.24" />
    </Icon>
  );
}

/** The icon of each entry. */
export const ENTRY_ICONS: Record<MemberEntryId, ComponentType<IconProps>> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  wallets: WalletIcon,
  records: ChartIcon,
  betRecords: ReceiptIcon,
  messages: InboxIcon,
  agencyCenter: UsersIcon,
  transactions: FileIcon,
  security: ShieldIcon,
  settings: SettingsIcon,
  protection: LifeBuoyIcon,
};

/** The referral dialog, loaded when the tab bar's invite entry is first pressed (never with the home page). */
export const loadReferralDialog = () => import('./ReferralDialog').then((m) => m.ReferralDialog);

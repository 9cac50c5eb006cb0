export { rewardsScreens } from './screens';
export { loadReferralDialog } from './invite/loadReferralDialog';

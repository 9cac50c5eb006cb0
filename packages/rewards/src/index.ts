export { rewardsScreens } from './screens';

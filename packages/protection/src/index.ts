export { protectionScreens, loadProtectionLayer } from './screens';
export { ageGateNeeded, AGE_CONFIRMED_KEY } from './ageGate';
export { useProtectionEntry, RESPONSIBLE_GAMING_PATH } from './entry';

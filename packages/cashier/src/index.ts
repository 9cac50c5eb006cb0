export { CASHIER_TAGS } from './tags';
export { cashierScreens } from './screens';

export { CASHIER_TAGS } from './tags';

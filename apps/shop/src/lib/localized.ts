export { localized } from '@shop/contract/structured-data';

export { OldAddresses, type OldAddressesProps, type OldAddressItem } from './old-addresses';

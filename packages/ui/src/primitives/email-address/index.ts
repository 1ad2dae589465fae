export { EmailAddress, type EmailAddressProps, emailParts } from './email-address';

export { ProOffer, type ProOfferProps } from './pro-offer';

export { ProOffer, type ProOfferProps, ProPlanChoice, type ProPlanChoiceProps } from './pro-offer';

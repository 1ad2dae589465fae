export { type LandingLinks, LandingScreen, type LandingScreenProps } from './landing-screen';

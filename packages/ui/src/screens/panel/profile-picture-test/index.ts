export {
  ProfilePictureTestScreen,
  type ProfilePictureTestScreenProps,
} from './profile-picture-test-screen';

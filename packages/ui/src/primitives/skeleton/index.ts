export { LoadingRegion, Skeleton, type SkeletonProps } from './skeleton';

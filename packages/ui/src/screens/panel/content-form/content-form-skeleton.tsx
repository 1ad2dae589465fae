import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { Column, FormGrid } from './content-form.styles';

export type ContentFormSkeletonProps = {
  label: string;
  /** The side panel's placeholder height. */
  sideHeight: string;
};

/** The post and page forms while the saved one loads. */
export function ContentFormSkeleton({ label, sideHeight }: ContentFormSkeletonProps) {
  return (
    <LoadingRegion label={label}>
      <FormGrid>
        <Column>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="14rem" />
        </Column>
        <Skeleton height={sideHeight} />
      </FormGrid>
    </LoadingRegion>
  );
}

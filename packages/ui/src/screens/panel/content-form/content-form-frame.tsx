import type { ReactNode } from 'react';
import { HeaderActions, PageHeader } from '../../shared/page-header/page-header.styles';

export type ContentFormFrameProps = {
  titleId: string;
  heading: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The post and page forms' section and heading, in every state. */
export function ContentFormFrame({ titleId, heading, actions, children }: ContentFormFrameProps) {
  return (
    <section aria-labelledby={titleId}>
      <PageHeader>
        <h1 id={titleId}>{heading}</h1>
        {actions ? <HeaderActions>{actions}</HeaderActions> : null}
      </PageHeader>
      {children}
    </section>
  );
}

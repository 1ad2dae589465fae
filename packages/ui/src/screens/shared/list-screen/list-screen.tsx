import type { ReactNode } from 'react';
import { HeaderActions, PageHeader } from '../page-header/page-header.styles';

export type ListScreenProps = {
  titleId: string;
  title: string;
  /**
   * A line under the title (the count). When given, even as null, the title and it share one
   * block, so the header keeps its shape while the list loads.
   */
  summary?: ReactNode;
  /** The create button. */
  actions: ReactNode;
  children: ReactNode;
};

/** The frame of the panel's lists: the section, its heading and the create button. */
export function ListScreen({ titleId, title, summary, actions, children }: ListScreenProps) {
  const heading = <h1 id={titleId}>{title}</h1>;
  return (
    <section aria-labelledby={titleId}>
      <PageHeader>
        {summary === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            {summary}
          </div>
        )}
        <HeaderActions>{actions}</HeaderActions>
      </PageHeader>
      {children}
    </section>
  );
}

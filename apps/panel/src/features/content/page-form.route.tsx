import type { Page } from '@bitacora/api';
import { hasFeature } from '@bitacora/domain';
import { PageFormScreen } from '@bitacora/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { PAGE_FORM } from './content-form-kind.ts';
import { useContentByUuid } from './use-content-by-uuid.ts';
import { useContentForm } from './use-content-form.ts';
import { useTierChoices } from './use-tier-choices.ts';

/**
 * Page form, new or edit by uuid: the same form session, slug check and save flow as a post's
 * (`useContentForm`), with the page's calls. Leaving with unsaved changes asks first; a session
 * that ends keeps them in the browser.
 */
export default function PageFormRoute() {
  const { uuid } = useParams();
  const api = useApi();
  const loaded = useContentByUuid(uuid, api.pages.getByUuid, 'page', PAGE_FORM.what);
  // A page loaded again (reloaded after a conflict, a revision restored) replaces the loaded one.
  const [reloaded, setReloaded] = useState<Page | null>(null);
  const loadedPage = loaded.status === 'ready' ? loaded.item : null;
  const page = reloaded && reloaded.uuid === loadedPage?.uuid ? reloaded : loadedPage;
  const { user, activeBlog, blog, formProps, dialogs } = useContentForm(PAGE_FORM, {
    api,
    uuid: uuid ?? null,
    item: page,
    onLoaded: setReloaded,
  });

  const tiers = useTierChoices(api, blog, user);
  const status =
    activeBlog.status === 'error' ? 'error' : blog === null ? 'loading' : loaded.status;

  return (
    <>
      <PageFormScreen
        {...formProps}
        status={status}
        error={loaded.status === 'error' ? loaded.message : null}
        initial={page}
        membersContent={blog !== null && hasFeature(blog.plan, 'members')}
        tiers={tiers}
        onBack={formProps.onCancel}
      />
      {dialogs}
    </>
  );
}

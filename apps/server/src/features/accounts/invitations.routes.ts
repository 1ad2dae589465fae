import { acceptInvitationBodySchema, createInvitationBodySchema } from '@bitacora/api/schemas';
import { INVITATION_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { entrySignIn, signInVerified } from './auth.service.ts';
import { authenticate } from './guard/authenticate.ts';
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
} from './invitations.service.ts';

/** /api/invitations: an admin invites by email; the invitee accepts through the mailed link. */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listInvitations(c.get('deps'), getBlog(c))))
  .post('/', async (c) => {
    const body = await parseBody(c, createInvitationBodySchema);
    const inviter = await authenticate(c);
    const invitation = await createInvitation(
      c.get('deps'),
      getActor(c),
      getBlog(c),
      inviter,
      body,
    );
    return c.json(invitation, 201);
  })
  // The invitee leaves signed in, by login's rules (docs/decisions/054-signed-in-after-signup.md):
  // a new account's link proved its address; an existing account still takes its own steps.
  .post('/accept', async (c) => {
    const { device, ...input } = await parseBody(c, acceptInvitationBodySchema);
    const deps = c.get('deps');
    const address = clientAddress(c);
    const { answer, user, newAccount } = await acceptInvitation(deps, { ...input, address });
    const signedIn = await signInVerified(deps, user, {
      address,
      userAgent: c.req.header('user-agent'),
      device,
      mailboxProven: newAccount,
    });
    return c.json({ ...answer, ...entrySignIn(signedIn) });
  })
  .post('/:uuid/resend', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), INVITATION_MESSAGES.notFound);
    const inviter = await authenticate(c);
    return c.json(await resendInvitation(c.get('deps'), getBlog(c), inviter, uuid));
  })
  .delete('/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), INVITATION_MESSAGES.notFound);
    return c.json(await cancelInvitation(c.get('deps').db, getBlog(c), uuid));
  })
  // The token is the mailed secret: only who holds it sees the blog and the invited email.
  .get('/:token', async (c) =>
    c.json(
      await previewInvitation(c.get('deps'), {
        token: c.req.param('token'),
        address: clientAddress(c),
      }),
    ),
  );

import { type ApiClient, readList } from '../client.ts';
import type { ListResponse, MessageResponse } from '../schemas/common.schema.ts';
import type {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  CreateInvitationBody,
  Invitation,
  InvitationPreview,
} from '../schemas/invitation.schema.ts';

/** `GET /api/invitations`: the active blog's invitations not yet accepted. */
export async function list(client: ApiClient): Promise<ListResponse<Invitation>> {
  return readList<Invitation>(await client.request('/api/invitations'));
}

/** `POST /api/invitations`: mails a single-use link to set a password and join the blog. */
export function create(client: ApiClient, body: CreateInvitationBody): Promise<Invitation> {
  return client.request('/api/invitations', { method: 'POST', body });
}

/** `POST /api/invitations/{uuid}/resend`: a new link (the old one stops working). */
export function resend(client: ApiClient, uuid: string): Promise<Invitation> {
  return client.request(`/api/invitations/${encodeURIComponent(uuid)}/resend`, {
    method: 'POST',
  });
}

/** `DELETE /api/invitations/{uuid}`: the link stops working. */
export function cancel(client: ApiClient, uuid: string): Promise<MessageResponse> {
  return client.request(`/api/invitations/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** `GET /api/invitations/{token}` (public): the blog and the invited email. */
export function get(client: ApiClient, token: string): Promise<InvitationPreview> {
  return client.request(`/api/invitations/${encodeURIComponent(token)}`);
}

/** `POST /api/invitations/accept` (public). */
export function accept(
  client: ApiClient,
  body: AcceptInvitationBody,
): Promise<AcceptInvitationResponse> {
  return client.request('/api/invitations/accept', { method: 'POST', body });
}

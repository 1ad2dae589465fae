import { DEMO_PASSWORD } from './accounts.ts';

type LoginAnswer = { token: string; user: { uuid: string } };

/**
 * Ends every session the user has open elsewhere, as the server does when the password changes
 * (older tokens stop working): signs in through the API and sets the same password again,
 * so the account keeps its password for the other tests. `blogUuid` is the blog the user
 * belongs to (the call is answered within a blog).
 */
export async function voidOtherSessions(
  origin: string,
  email: string,
  blogUuid: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token, user } = (await login.json()) as LoginAnswer;
  // The token's clock is in milliseconds: a change in the same millisecond would void nothing.
  // The token was signed before its answer came, so the change waits for the clock to move on.
  const answered = Date.now();
  while (Date.now() <= answered) await new Promise((resolve) => setImmediate(resolve));
  const change = await fetch(`${origin}/api/users/uuid/${encodeURIComponent(user.uuid)}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-blog-id': blogUuid,
    },
    body: JSON.stringify({ password, currentPassword: password }),
  });
  if (!change.ok)
    throw new Error(`the password change answered ${change.status}: ${await change.text()}`);
}

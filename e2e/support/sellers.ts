import type { APIRequestContext } from '@playwright/test';

export const SELLER_PASSWORD = 'Vendeuse-2026!';

/** The page of the newest seller invitation mailed to `email` (path and query), as its owner would open it. */
export async function sellerInvitationPath(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
  const link = outbox.map((mail) => mail.text.match(/https?:\/\/\S+\/projects\/seller-invitation\?token=[\w%-]+(&account=new)?/)?.[0]).find(Boolean);
  if (!link) throw new Error(`no seller invitation mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * The invited address without an account accepts through the API, as the invitation page does: its seller account is
 * created with `password` and it joins the tour. For journeys whose subject is not the invitation page.
 */
export async function acceptSellerInvitationWithNewAccount(request: APIRequestContext, email: string, password = SELLER_PASSWORD): Promise<void> {
  const token = new URL(await sellerInvitationPath(request, email), 'http://localhost').searchParams.get('token');
  const answer = await request.post('/api/v1/projects/seller-acceptation/new-account', { data: { token, password } });
  if (answer.status() !== 201) throw new Error(`the seller could not accept: ${answer.status()} ${await answer.text()}`);
}

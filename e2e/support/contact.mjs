// Visitors' messages through the public contact API, as the form sends them: each with a form token
// of its own, sent after a person's few seconds of writing (a form sent sooner is kept as spam).

/** The API keeps a form sent within 3 s of being made in Spam ('too-fast'). */
export const WRITING_MS = 3_500;

/**
 * Sends each of `messages` (the contract's fields; `persona` picks its form) from a browser-like
 * visitor at `url`, after one wait for them all; resolves to the answers' statuses in order.
 */
export async function sendContactMessages(url, messages) {
  const tokens = await Promise.all(
    messages.map(async ({ persona }) => (await (await fetch(`${url}/api/contact/form${persona ? `?persona=${persona}` : ''}`)).json()).token),
  );
  await new Promise((resolve) => setTimeout(resolve, WRITING_MS));
  const statuses = [];
  for (const [index, message] of messages.entries()) {
    const answer = await fetch(`${url}/api/contact/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      body: JSON.stringify({ ...message, formToken: tokens[index] }),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

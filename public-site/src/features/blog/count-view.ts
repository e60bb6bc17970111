/** On a published post's article: the post's id, whose view the page's plain script counts (never on a preview). */
export const COUNT_VIEW_ATTRIBUTE = 'data-count-view';

const counted = new WeakSet<Element>();

/**
 * The spec's view call: one POST …/view per load of a published post (the element that carries
 * COUNT_VIEW_ATTRIBUTE). Called again for the same page (a restore from the back/forward cache is no
 * new load), it sends nothing. Sent with keepalive, so a reader who leaves at once is still counted;
 * failures are ignored and the answer is not shown.
 */
export function countViewOnce(document: Document): void {
  const article = document.querySelector(`[${COUNT_VIEW_ATTRIBUTE}]`);
  const postId = article?.getAttribute(COUNT_VIEW_ATTRIBUTE) ?? '';
  if (!article || counted.has(article) || !/^\d+$/.test(postId)) return;
  counted.add(article);
  const address = new URL(`/api/blog/posts/${postId}/view`, document.baseURI);
  try {
    fetch(address, { method: 'POST', keepalive: true }).catch(() => undefined);
  } catch {
    // A browser that refuses the request outright (keepalive quota): not counted, nothing shown.
  }
}

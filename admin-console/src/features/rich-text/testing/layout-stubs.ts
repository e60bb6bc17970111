/**
 * jsdom lays nothing out, and its Range has no geometry; ProseMirror measures the selection to scroll
 * it into view. A test that moves focus or the selection in the editor imports this first.
 */
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
document.elementFromPoint ??= () => null;

export {};

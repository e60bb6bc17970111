/**
 * The modal `<dialog>` jsdom lacks, as browsers have it: showModal() opens it, close() closes it
 * and fires `close`, Escape fires `cancel` and then closes it unless cancelled, and closing gives
 * focus back to what had it. `close` is fired at once here (browsers queue it as a task).
 */
const modal = new WeakMap<HTMLDialogElement, Element | null>();
let installed = false;

export function installDialog(): void {
  if (installed || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  installed = true;
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) return;
    modal.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus], a[href], button, input, select, textarea')?.focus();
  };
  proto.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const opener = modal.get(this);
    modal.delete(this);
    if (opener instanceof HTMLElement) opener.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll('dialog[open]')].filter((dialog): dialog is HTMLDialogElement => modal.has(dialog as HTMLDialogElement)).at(-1);
    if (open && open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}

/**
 * Dismissing a toast counts as a click outside the dialog; without this, closing the error toast
 * would also close the form and lose what was typed.
 */
export function keepOpenOnToast(e: CustomEvent<{ target: EventTarget }>) {
  const target = e.detail.target;
  if (target instanceof Element && target.closest('[data-toast]')) e.preventDefault();
}

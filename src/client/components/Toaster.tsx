import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** SPEC §8: one toast at a time, shown for 5 s, at most 420 px wide. */
export const toaster = createToaster({ placement: 'top-end', max: 1, duration: 5000, removeDelay: 200 });

/**
 * Shows a toast in place of the one on screen. With `max: 1` alone a second toast would wait in a queue
 * until the first times out, so the news of what just happened would arrive seconds late.
 */
export function notify(title: string, description?: string, type: 'success' | 'error' | 'info' | 'warning' = 'info') {
  toaster.remove();
  toaster.create({ title, description, type, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root maxW="420px" width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* A space between the two, so the toast's text reads as one sentence ("Quiz completed! You scored…")
                  to anything that reads it whole; in the flex column it takes no room. */}
              {toast.title && toast.description && ' '}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

import { ChakraProvider } from '@chakra-ui/react';
import { useEffect } from 'react';
import { system } from '../theme';
import { Toaster } from './Toaster';

/** The toaster with the Chakra context it needs, for DataLayout (see toasterHost.ts). */
export default function ToasterHost({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    const frame = requestAnimationFrame(onShown);
    return () => cancelAnimationFrame(frame);
  }, [onShown]);
  return (
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>
  );
}

import { createContext, useContext } from 'react';

/**
 * The toaster lives in DataLayout, beside the screens, so a toast outlives the move from a Chakra screen to the
 * plain dashboard ("Password changed", then the dashboard). It brings Chakra, so it mounts only once some
 * Chakra content asks for it (ChakraFrame). `ready`: it has been painted, and a toast created now is shown
 * (one created before that is lost).
 */
export const ToasterHostContext = createContext<{ ready: boolean; request: () => void }>({ ready: false, request: () => undefined });

export const useToasterHost = () => useContext(ToasterHostContext);

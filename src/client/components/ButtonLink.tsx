import { Button, chakra, type ButtonProps, type HTMLChakraProps } from '@chakra-ui/react';
import { Link } from 'react-router';

const Anchor = chakra(Link);

type Layout = Pick<HTMLChakraProps<'a'>, 'w' | 'mt' | 'mb' | 'alignSelf'>;

/**
 * A control the spec names as a button that leads to another page: a real link (an address, open in a new
 * tab) around a real button, so it reads as what it does and as what the spec calls it. The link is kept
 * out of the tab order: the button takes focus, and its click, from a pointer or the keyboard, bubbles to
 * the link's navigation.
 */
export function ButtonLink({ to, children, w, mt, mb, alignSelf, ...button }: Omit<ButtonProps, keyof Layout> & Layout & { to: string }) {
  return (
    <Anchor to={to} tabIndex={-1} display="inline-flex" w={w} mt={mt} mb={mb} alignSelf={alignSelf} textDecoration="none" _focus={{ outline: 'none' }}>
      <Button flex="1" {...button}>
        {children}
      </Button>
    </Anchor>
  );
}

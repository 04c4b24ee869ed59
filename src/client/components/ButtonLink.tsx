import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './buttons.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';

interface Props {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'lg';
  /** Full width on phones, its own width from 30em up. */
  block?: boolean;
  onClick?: () => void;
}

/**
 * A control the spec names as a button that leads to another page: a real link (an address, open in a new
 * tab) around a real button, so it reads as what it does and as what the spec calls it. The link is kept
 * out of the tab order: the button takes focus, and its click, from a pointer or the keyboard, bubbles to
 * the link's navigation. Plain CSS, not Chakra, so the header and the dashboard can use it without loading Chakra.
 */
export function ButtonLink({ to, children, variant = 'primary', size, block = false, onClick }: Props) {
  return (
    <Link className={block ? 'btn-link btn-link--block' : 'btn-link'} to={to} tabIndex={-1} onClick={onClick}>
      <button type="button" className={`btn btn-${variant}${size ? ` btn-${size}` : ''}`}>
        {children}
      </button>
    </Link>
  );
}

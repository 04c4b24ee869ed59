import { Component, Fragment, createRef, type ErrorInfo, type ReactNode } from 'react';
import { ButtonLink } from '../components/ButtonLink';
import './routeError.css';

/**
 * A screen's code that did not arrive: the connection dropped, or a deploy replaced the chunk this tab's
 * build still names (Chromium, Safari, Firefox, and Vite's CSS preload say it in these words).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    message,
  );
}

interface Props {
  /** The route shown: going elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
  /** Bumped by Try again after a render error, so the route mounts afresh (with a fresh query cache). */
  attempt: number;
}

/**
 * Without this, a screen whose chunk fails to load or that throws while rendering blanks the whole app. It
 * sits inside <main>, so the header (and its navigation) keeps working around the message.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname, attempt: 0 };
  private heading = createRef<HTMLHeadingElement>();

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed', error, info.componentStack);
  }

  override componentDidUpdate(_: Props, before: State) {
    // Screen readers and keyboards land on the news, not on whatever had focus in the screen that went.
    if (this.state.error && !before.error) this.heading.current?.focus();
  }

  private retry = () => {
    // React.lazy keeps a failed import for good, and the chunk's name may have changed with a deploy: only
    // a fresh page load fetches the current build.
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  private clear = () => this.setState({ error: null });

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const chunk = isChunkLoadError(error);
    return (
      <div className="route-error">
        <h1 className="route-error__title" ref={this.heading} tabIndex={-1}>
          {chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}
        </h1>
        <p className="route-error__text">
          {chunk
            ? 'The connection may have dropped, or Respira was updated while this tab was open. Trying again reloads the page.'
            : 'An error stopped this page from showing. Try again, or go back to the home page; if it keeps happening, write to support@respira.app.'}
        </p>
        <div className="route-error__actions">
          <button type="button" className="btn btn-primary" onClick={this.retry}>
            Try again
          </button>
          <ButtonLink to="/" variant="outline" onClick={this.clear}>
            Back to Home
          </ButtonLink>
        </div>
      </div>
    );
  }
}

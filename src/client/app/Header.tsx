import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../components/ButtonLink';
import { displayName, useSession } from '../lib/session';
import { OfflineIndicator } from '../offline/OfflineIndicator';
import { RejectedAttempts } from '../offline/RejectedAttempts';

/** Plain markup and CSS (shell.css), not Chakra: the header is on the landing page's first load. */
export function Header() {
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const logout = () => {
    close();
    void signOut();
  };
  const badge = user?.isPro ? (
    <span className="pro-badge" data-testid="pro-badge">
      Pro Member
    </span>
  ) : (
    // The spec's upgrade button: a link around a button, found as either.
    <ButtonLink to="/subscription" variant="accent" size="sm" onClick={close}>
      Upgrade to Pro
    </ButtonLink>
  );

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="brand" onClick={close}>
          <span className="brand__mark" aria-hidden>
            R
          </span>
          <span className="brand__name">Respira</span>
          {/* Named by its content, so the name ("Respira home") starts with the words on screen. */}
          <span className="visually-hidden"> home</span>
        </Link>

        {user && (
          <nav className="site-nav" aria-label="Main">
            <NavLink to="/dashboard">Dashboard</NavLink>
            <NavLink to="/quiz">Practice</NavLink>
            {/* Students only: an administrator's own link leaves no room at 1024 px (they reach it from the dashboard). */}
            {user.role === 'student' && <NavLink to="/create-test">Create Test</NavLink>}
            <NavLink to="/exam">Exam Mode</NavLink>
            {user.role === 'admin' && <NavLink to="/admin-enhanced">Enhanced Admin</NavLink>}
            {user.role === 'super_admin' && <NavLink to="/super-admin">Super Admin</NavLink>}
          </nav>
        )}

        <div className="site-actions">
          {user ? (
            <>
              {badge}
              <Link to="/account" className="user-name" data-testid="user-name">
                {displayName(user)}
              </Link>
              <button type="button" className="btn btn-outline btn-sm" onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            <>
              <Link className="btn btn-ghost btn-sm" to="/auth">
                Sign In
              </Link>
              <Link className="btn btn-primary btn-sm" to="/subscription">
                Get Started
              </Link>
            </>
          )}
        </div>

        <button
          type="button"
          className="menu-toggle"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden>{open ? '✕' : '☰'}</span>
        </button>
      </div>
      <OfflineIndicator />
      <RejectedAttempts />

      {open && (
        <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
          {user ? (
            <>
              <NavLink to="/dashboard" onClick={close}>
                Dashboard
              </NavLink>
              {user.isPro && (
                <NavLink to="/quiz" onClick={close}>
                  Practice Quiz
                </NavLink>
              )}
              <NavLink to="/create-test" onClick={close}>
                Create Test
              </NavLink>
              <NavLink to="/exam" onClick={close}>
                Exam Mode
              </NavLink>
              {user.role === 'admin' && (
                <NavLink to="/admin" onClick={close}>
                  Admin Panel
                </NavLink>
              )}
              {user.role === 'super_admin' && (
                <NavLink to="/super-admin" onClick={close}>
                  Super Admin
                </NavLink>
              )}
              <div className="mobile-menu__row">{badge}</div>
              <Link to="/account" className="user-name" onClick={close}>
                {displayName(user)}
              </Link>
              <button type="button" className="btn btn-outline" onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            <>
              <Link className="btn btn-outline" to="/auth" onClick={close}>
                Sign In
              </Link>
              <Link className="btn btn-primary" to="/subscription" onClick={close}>
                Get Started
              </Link>
            </>
          )}
        </nav>
      )}
    </header>
  );
}
